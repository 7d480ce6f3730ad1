import { defineConfig } from 'vitest/config';

/** One runner for every unit, API-integration and component suite (`npm run test:unit`). */
export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/api',
      'apps/web',
      // The lint rules' own test: planted mistakes that ESLint must report (lint/import-rules.js).
      { test: { name: 'lint', include: ['lint/**/*.test.js'] } },
    ],
  },
});

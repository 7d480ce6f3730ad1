import { defineConfig } from 'vitest/config';
import { SERVICE_TESTS } from './apps/api/vitest.config.ts';

/** One runner for every unit, API-integration and component suite (`npm run test:unit`). */
export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/api',
      // The API's service tier: no server, no database, seconds (`--project api-service`).
      {
        test: {
          name: 'api-service',
          root: 'apps/api',
          include: [SERVICE_TESTS],
          environment: 'node',
          pool: 'threads',
        },
      },
      'apps/web',
      // The npm start / npm test entry scripts: plain Node, tested without running them whole.
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
      // The lint rules' own test: planted mistakes that ESLint must report (lint/import-rules.js).
      { test: { name: 'lint', include: ['lint/**/*.test.js'] } },
    ],
  },
});

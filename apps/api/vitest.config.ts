import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // Each file builds its own app on a fresh database; PGlite start-up dominates, not CPU.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});

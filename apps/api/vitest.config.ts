import { configDefaults, defineProject } from 'vitest/config';

/** Service tests (`*.service.test.ts`): use-cases with repositories in memory (test/fakes). */
export const SERVICE_TESTS = 'src/**/*.service.test.ts';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The service tier is its own project (root vitest.config.ts): no database, run in threads.
    exclude: [...configDefaults.exclude, SERVICE_TESTS],
    environment: 'node',
    // Each file builds its own app on a fresh database; PGlite start-up dominates, not CPU.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});

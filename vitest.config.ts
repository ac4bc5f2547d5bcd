import { defineConfig } from 'vitest/config';

// One runner for unit and API integration tests across the workspace.
// API tests build the real Fastify app and talk to a real database (PGlite in
// memory by default, PostgreSQL when TEST_DATABASE_URL is set).
export default defineConfig({
  test: {
    include: ['apps/**/*.test.ts', 'apps/**/*.test.tsx', 'packages/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/build/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    setupFiles: ['./vitest.setup.ts'],
    globalSetup: ['./vitest.global-setup.ts'],
  },
});

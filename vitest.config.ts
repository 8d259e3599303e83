import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'], environment: 'node' } },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/global-setup.ts'],
          // some tests build a second app (a bare configuration, a second server): on CI's two
          // loaded cores that alone has taken 30 s
          testTimeout: 90_000,
          hookTimeout: 180_000,
          pool: 'forks',
          maxWorkers: 2,
          // files share a worker's loaded modules (each still builds its own app on its own
          // database copy): re-importing the server for each of ~90 files cost minutes of CI
          isolate: false,
          // as the browser tests (playwright.config.ts): on CI a failed test runs once more, and the
          // summary names one that passed so as flaky with its first failure (scripts/summarize-tests.mjs)
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});

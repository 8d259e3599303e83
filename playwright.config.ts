// Browser tests against the real server and the built app. Run them with `npm run test:e2e`
// (scripts/e2e.sh): it builds the app, starts the servers and sets E2E_BASE_URL.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './tests/e2e/helpers/chromium.ts';

const baseURL = process.env.E2E_BASE_URL;
if (!baseURL)
  throw new Error('E2E_BASE_URL is not set: run the browser tests with `npm run test:e2e` (scripts/e2e.sh)');

export default defineConfig({
  testDir: 'tests/e2e',
  // one directory per run: Playwright empties its output directory first, which must not hit
  // another run in the same checkout
  outputDir: `test-results/${process.env.E2E_RUN_ID ?? 'local'}`,
  timeout: 60_000,
  // CI runs three browsers and two servers on two cores: a screen that answers in 2 s alone can take
  // 20 s there, so a wait fails only after 30 s (a passing test is not slowed by it)
  expect: { timeout: 30_000 },
  // files run side by side; a file whose tests share nothing may opt in to parallel tests
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 3),
  forbidOnly: true,
  // CI: a test that fails once is run once more. It still counts as passed only if the second run
  // passes, and npm test's summary names it as flaky so the timing it depended on gets fixed.
  retries: process.env.CI ? 1 : 0,
  // the json report feeds npm test's summary (scripts/summarize-tests.mjs)
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    viewport: { width: 1366, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
    // as a person who asked for less motion: no animation frames to paint (src/reduced-motion.css);
    // Chromium's compositor and renderers were most of a loaded run's CPU
    contextOptions: { reducedMotion: 'reduce' },
  },
});

// The test object every browser spec imports: Playwright's, plus the console errors of the page
// (a spec asserts on them) and the URL of the second server with short-lived access tokens.
import { test as base, expect } from '@playwright/test';

export interface ConsoleProblem {
  type: string;
  text: string;
  url?: string;
}

export const test = base.extend<{ consoleProblems: ConsoleProblem[]; shortTtl: { url: string; ttlSeconds: number } }>({
  consoleProblems: async ({ page }, use) => {
    const problems: ConsoleProblem[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push({ type: 'console.error', text: m.text(), url: m.location().url });
    });
    page.on('pageerror', (e) => problems.push({ type: 'pageerror', text: e.message }));
    await use(problems);
  },
  // eslint-disable-next-line no-empty-pattern
  shortTtl: async ({}, use) => {
    const url = process.env.E2E_SHORT_TTL_URL;
    if (!url) throw new Error('E2E_SHORT_TTL_URL is not set: scripts/e2e.sh starts that server');
    await use({ url, ttlSeconds: Number(process.env.E2E_SHORT_TTL_SECONDS ?? 10) });
  },
});

export { expect };

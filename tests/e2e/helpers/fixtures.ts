// The test object every browser spec imports: Playwright's, plus the console errors of the page
// (a spec asserts on them) and a way to sign the app in with short-lived access tokens.
import { test as base, expect, type Page } from '@playwright/test';

export interface ConsoleProblem {
  type: string;
  text: string;
  url?: string;
}

/** Makes the page's app sign in through the main server's client with short-lived access tokens
 * (OIDC_SHORT_TOKEN_CLIENT_TTL, set by scripts/e2e.sh): its /config.json names that client. */
interface ShortTokens {
  ttlSeconds: number;
  use(page: Page): Promise<void>;
}

export const test = base.extend<{ consoleProblems: ConsoleProblem[]; shortTokens: ShortTokens }>({
  consoleProblems: async ({ page }, use) => {
    const problems: ConsoleProblem[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push({ type: 'console.error', text: m.text(), url: m.location().url });
    });
    page.on('pageerror', (e) => problems.push({ type: 'pageerror', text: e.message }));
    await use(problems);
  },
  // eslint-disable-next-line no-empty-pattern
  shortTokens: async ({}, use) => {
    const ttl = process.env.E2E_SHORT_TOKEN_TTL;
    if (!ttl) throw new Error('E2E_SHORT_TOKEN_TTL is not set: scripts/e2e.sh starts the server with that client');
    await use({
      ttlSeconds: Number(ttl),
      use: async (page) => {
        await page.route('**/config.json', async (route) => {
          const config = (await (await route.fetch()).json()) as { oidc: { clientId: string } };
          config.oidc.clientId = `${config.oidc.clientId}-short-token`;
          await route.fulfill({ json: config });
        });
      },
    });
  },
});

export { expect };

// Signs in through the embedded provider's real login page, the way a person does. An account is
// signed in through that page once per run on the main server (the first worker to need it; the
// state is shared with the other workers through E2E_STATE_DIR, which scripts/e2e.sh sets); later
// tests of the same account start from the browser state it left (the provider's session cookie and
// the app's localStorage), the way a returning user's browser does, which saves a login per test. The
// main server's access tokens outlive the run (scripts/e2e.sh), so no two tests refresh one token.
// Tests of signing in and out pass `fresh: true`.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts.ts';

export const LOGIN_INPUT = 'input[name="login"]';
export const PASSWORD_INPUT = 'input[name="password"]';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
const returning = new Map<string, StorageState>();
const STATE_DIR = process.env.E2E_STATE_DIR;
const stateFile = (key: string) => join(STATE_DIR!, `${createHash('sha256').update(key).digest('hex')}.json`);

/** The state an earlier sign-in of this run left, in this worker or (through the state folder) another. */
function returningState(key: string): StorageState | undefined {
  if (!returning.has(key) && STATE_DIR && existsSync(stateFile(key)))
    returning.set(key, JSON.parse(readFileSync(stateFile(key), 'utf8')) as StorageState);
  return returning.get(key);
}

function keep(key: string, state: StorageState) {
  returning.set(key, state);
  if (!STATE_DIR) return;
  mkdirSync(STATE_DIR, { recursive: true });
  // whole or not at all: another worker may read it at any moment
  const part = `${stateFile(key)}.${process.pid}`;
  writeFileSync(part, JSON.stringify(state));
  renameSync(part, stateFile(key));
}

/** Fills and submits the provider's login form (the page must be showing it). */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.locator(LOGIN_INPUT).fill(email);
  await page.locator(PASSWORD_INPUT).fill(password);
  await page.locator('form button[type="submit"]').first().click();
}

/** Gives this page the browser state of an earlier sign-in: cookies now, localStorage before the
 * app's first script runs (once per tab and account, so the app's own later writes stand). */
async function restore(page: Page, email: string, state: StorageState) {
  await page.context().addCookies(state.cookies);
  const items = state.origins.flatMap((o) => o.localStorage.map((i) => ({ origin: o.origin, ...i })));
  await page.addInitScript(
    ({ email, items }) => {
      // the app's own window only: sandboxed frames (e-mail previews) may not touch storage
      if (window !== window.top) return;
      try {
        if (sessionStorage.getItem('e2e-restored') === email) return;
        for (const i of items) if (i.origin === location.origin) localStorage.setItem(i.name, i.value);
        sessionStorage.setItem('e2e-restored', email);
      } catch {
        // an opaque origin (about:blank) has no storage
      }
    },
    { email, items },
  );
}

/** Opens `path` (default /dashboard; a full URL targets another server), signs in as `email`
 * through the login page it is sent to, and waits until the shell shows the current role. */
export async function signIn(
  page: Page,
  email: string,
  opts: { password?: string; path?: string; fresh?: boolean } = {},
) {
  const path = opts.path ?? '/dashboard';
  const { pathname } = new URL(path, 'http://base.invalid');
  const reusable = !opts.fresh && path.startsWith('/');
  const key = `${email}\n${opts.password ?? DEMO_PASSWORD}`;
  const state = reusable ? returningState(key) : undefined;
  if (state) await restore(page, email, state);
  await page.goto(path);
  if (!state) {
    await expect(page.locator(LOGIN_INPUT)).toBeVisible();
    await submitLogin(page, email, opts.password);
  }
  await page.waitForURL((url) => url.pathname === pathname);
  await expect(page.getByTestId('current-role')).toBeVisible();
  if (reusable && !state) keep(key, await page.context().storageState());
}

/** The app's current role, as the header shows it. */
export async function currentRole(page: Page) {
  return (await page.getByTestId('current-role').textContent())?.trim();
}

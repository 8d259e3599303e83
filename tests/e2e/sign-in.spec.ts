// Sign-in through the real identity provider: every demo account lands on
// /dashboard in the right role; a wrong password is refused; logout clears storage and the
// provider session; an expired access token is refreshed without a reload; the built app loads
// without console errors; the login page and the dashboard pass axe's serious/critical rules.
import type { Page } from '@playwright/test';
import { test, expect } from './helpers/fixtures.ts';
import { accounts } from './helpers/accounts.ts';
import { LOGIN_INPUT, signIn, submitLogin } from './helpers/sign-in.ts';
import { seriousViolations } from './helpers/axe.ts';
import { pickOption } from './helpers/pick-option.ts';

test.describe.configure({ mode: 'parallel' }); // every test signs in on its own

const STORED_ITEMS = [
  'access_token',
  'auth_user',
  'app_user',
  'role_permissions',
  'current_role',
  'activeSubscriptions',
  'help_pref',
];

const storage = (page: Page) =>
  page.evaluate((keys) => Object.fromEntries(keys.map((k) => [k, localStorage.getItem(k)])), STORED_ITEMS);

test.describe('each demo account', () => {
  for (const account of accounts) {
    test(`${account.email} signs in and lands on /dashboard as ${account.expectedRole}`, async ({ page }) => {
      await signIn(page, account.email, { fresh: true });
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByTestId('current-role')).toHaveText(account.expectedRole);
      await expect(page.getByTestId('tenant-title')).toHaveText(account.tenantTitle);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');

      const stored = await storage(page);
      for (const key of STORED_ITEMS) expect(stored[key], key).not.toBeNull();
      const authUser = JSON.parse(stored.auth_user!);
      const appUser = JSON.parse(stored.app_user!);
      expect(appUser.user_id).toBe(authUser.sub);
      expect(appUser.roles.access).toEqual(account.roles);
      expect(stored.current_role).toBe(account.expectedRole);
      expect(Array.isArray(JSON.parse(stored.role_permissions!))).toBe(true);
      expect(stored.access_token!.split('.')).toHaveLength(3);
    });
  }
});

test('a wrong password shows the error and signs nobody in', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.locator(LOGIN_INPUT)).toBeVisible();
  await submitLogin(page, 'teacher@demo-academy.test', 'not-the-password');
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');
  await expect(page.locator(LOGIN_INPUT)).toBeVisible();
  expect((await storage(page)).access_token).toBeNull();
});

test('logout clears storage, ends the provider session, and a protected page asks for sign-in again', async ({
  page,
}) => {
  await signIn(page, 'student@demo-academy.test', { fresh: true });
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  // home address, then (no session) the provider's login page
  await expect(page.locator(LOGIN_INPUT)).toBeVisible();
  const stored = await storage(page);
  for (const key of STORED_ITEMS) expect(stored[key], key).toBeNull();
  // the signed-in user's tokens are gone (only the new sign-in's pending state may be there)
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('oidc.user:')))).toEqual([]);

  await page.goto('/dashboard');
  await expect(page.locator(LOGIN_INPUT)).toBeVisible(); // the provider session is gone too
  await expect(page).toHaveURL(/\/realms\/lms\//);
});

test('a failed sign-in callback clears storage and prompts to sign in again', async ({ page }) => {
  await signIn(page, 'indteacher@ei.test', { fresh: true });
  // a callback this browser never asked for (unknown state): refused
  await page.goto('/auth/callback#state=not-ours&code=forged');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign-in failed');
  const stored = await storage(page);
  for (const key of STORED_ITEMS) expect(stored[key], key).toBeNull();
  expect(page.url()).not.toContain('forged'); // the code does not stay in the address bar
  await page.getByRole('button', { name: 'Sign in again' }).click();
  await expect(page.locator(LOGIN_INPUT).or(page.getByTestId('current-role'))).toBeVisible();
});

test('ending the provider session in another tab signs this tab out at its next session check', async ({
  page,
  context,
}) => {
  await signIn(page, 'admin@ncsa.test', { fresh: true });
  const other = await context.newPage();
  await other.goto('/dashboard'); // the same browser session: no sign-in needed
  await expect(other.getByTestId('current-role')).toHaveText('admin');
  await other.getByTestId('user-menu').click();
  await other.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(other.locator(LOGIN_INPUT)).toBeVisible();
  // this tab still holds its token; the check (every 5 s) finds the provider session gone
  await expect(page.locator(LOGIN_INPUT)).toBeVisible({ timeout: 20_000 });
});

test('an expired access token is refreshed silently and the page keeps working', async ({ page, shortTokens }) => {
  test.setTimeout(90_000);
  await shortTokens.use(page);
  await signIn(page, 'multi@demo-academy.test', { fresh: true });
  const first = (await storage(page)).access_token!;
  await page.evaluate(() => Object.assign(window, { __noReload: true }));

  await page.waitForTimeout((shortTokens.ttlSeconds + 2) * 1000);
  // the first token has really expired: the API refuses it
  const stale = await page.request.get('/api/me', { headers: { Authorization: `Bearer ${first}` } });
  expect(stale.status()).toBe(401);
  // switching role asks the API for that role's permissions: it needs a valid token
  await pickOption(page, page.getByTestId('role-switcher'), /^teacher$/);
  await expect(page.getByTestId('current-role')).toHaveText('teacher');

  const after = await storage(page);
  expect(after.access_token).not.toBe(first);
  expect(after.current_role).toBe('teacher');
  expect(await page.evaluate(() => (window as { __noReload?: boolean }).__noReload)).toBe(true);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a page load of the built app has no console error', async ({ page, consoleProblems }) => {
  await signIn(page, 'admin@demo-academy.test');
  consoleProblems.length = 0; // the provider's pages are not the app
  await page.reload();
  await expect(page.getByTestId('current-role')).toHaveText('admin');
  await expect(page.getByRole('heading', { name: 'Quick links' })).toBeVisible();
  await page.waitForTimeout(6_000); // one session check (every 5 s) included
  expect(consoleProblems).toEqual([]);
});

test('the login page has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.locator(LOGIN_INPUT)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('/dashboard has no serious or critical accessibility violation', async ({ page }) => {
  await signIn(page, 'teacher@demo-academy.test');
  await expect(page.getByRole('heading', { name: 'Quick links' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

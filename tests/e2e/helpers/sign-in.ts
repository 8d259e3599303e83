// Signs in through the embedded provider's real login page, the way a person does.
import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts.ts';

export const LOGIN_INPUT = 'input[name="login"]';
export const PASSWORD_INPUT = 'input[name="password"]';

/** Fills and submits the provider's login form (the page must be showing it). */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.locator(LOGIN_INPUT).fill(email);
  await page.locator(PASSWORD_INPUT).fill(password);
  await page.locator('form button[type="submit"]').first().click();
}

/** Opens `path` (default /dashboard; a full URL targets another server), signs in as `email`
 * through the login page it is sent to, and waits until the shell shows the current role. */
export async function signIn(page: Page, email: string, opts: { password?: string; path?: string } = {}) {
  const path = opts.path ?? '/dashboard';
  const { pathname } = new URL(path, 'http://base.invalid');
  await page.goto(path);
  await expect(page.locator(LOGIN_INPUT)).toBeVisible();
  await submitLogin(page, email, opts.password);
  await page.waitForURL((url) => url.pathname === pathname);
  await expect(page.getByTestId('current-role')).toBeVisible();
}

/** The app's current role, as the header shows it. */
export async function currentRole(page: Page) {
  return (await page.getByTestId('current-role').textContent())?.trim();
}

// Sign-in with the school's account (#34): an administrator connects the school's provider on
// /admin/school-sign-in (a second OpenID Connect provider on loopback, tests/helpers/upstream-idp.ts,
// on the port scripts/e2e.sh allows), then a teacher signs in through "Sign in with your school
// account" on our login page and its button, at the provider's own form, and lands on /dashboard.
import type { Page } from '@playwright/test';
import { test, expect } from './helpers/fixtures.ts';
import { signIn } from './helpers/sign-in.ts';
import { apiOf } from './helpers/page-api.ts';
import { startUpstreamIdp, type UpstreamIdp } from '../helpers/upstream-idp.ts';

const ADMIN = 'admin@demo-academy.test';
const TEACHER = 'teacher@demo-academy.test';
const drawer = (page: Page) => page.locator('.ant-drawer-content').last();
let idp: UpstreamIdp;

test.beforeAll(async () => {
  idp = await startUpstreamIdp(Number(process.env.E2E_UPSTREAM_PORT));
  idp.accounts.set('g-teacher', { email: TEACHER, email_verified: true });
});
test.afterAll(async () => idp?.close());

test('an administrator connects the school provider and a teacher signs in through it', async ({ page, browser }) => {
  await signIn(page, ADMIN, { path: '/admin/school-sign-in' });
  const redirect = (await page.getByTestId('redirect-uri').innerText()).trim();
  expect(redirect).toMatch(/\/realms\/[^/]+\/broker\/callback$/);
  idp.init(redirect);
  await page.getByRole('button', { name: 'Connect a provider' }).click();
  await drawer(page).getByLabel('Button label').fill('Sign in with Google');
  await drawer(page).getByLabel('Issuer').fill(idp.issuer);
  await drawer(page).getByLabel('Client id').fill(idp.clientId);
  await drawer(page).getByLabel('Client secret').fill(idp.clientSecret);
  await drawer(page).getByLabel('E-mail domains').fill('demo-academy.test');
  await drawer(page).getByRole('button', { name: 'Connect' }).click();
  const row = page.locator('.ant-table-row', { hasText: 'Sign in with Google' });
  await expect(row).toContainText('demo-academy.test');

  const context = await browser.newContext();
  try {
    const visitor = await context.newPage();
    await visitor.goto('/dashboard');
    await visitor.getByRole('link', { name: 'Sign in with your school account' }).click();
    await visitor.getByLabel('Your school email address').fill(TEACHER);
    await visitor.getByRole('button', { name: 'Continue' }).click();
    await visitor.getByRole('link', { name: 'Sign in with Google' }).click();
    await visitor.getByLabel('Account').fill('g-teacher');
    await visitor.getByRole('button', { name: 'Sign in at the school' }).click();
    await visitor.waitForURL((url) => url.pathname === '/dashboard');
    await expect(visitor.getByTestId('current-role')).toBeVisible();
  } finally {
    await context.close();
    // the provider is removed again, so the other tests' login page stays as it was
    const call = await apiOf(page);
    const { data } = await call<{ data: { id: number }[] }>('GET', '/identity-providers');
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    for (const p of data)
      await page.request.delete(`/api/identity-providers/${p.id}`, { headers: { authorization: `Bearer ${token}` } });
  }
});

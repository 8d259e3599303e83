// The shell: not-found and forbidden pages, the theme (secondary accent, Roboto served
// by us), and the breakpoints (below lg = 1280 px the sider becomes a drawer).
import { test, expect } from './helpers/fixtures.ts';
import { signIn } from './helpers/sign-in.ts';

test.describe.configure({ mode: 'parallel' });

test('an unknown path shows one not-found heading and a link home', async ({ page }) => {
  await signIn(page, 'teacher@demo-academy.test');
  await page.goto('/nothing/here');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('/error/403 shows the access-denied page', async ({ page }) => {
  await signIn(page, 'student@demo-academy.test', { path: '/error/403' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Access denied');
});

test('the theme: secondary accent under the header, Roboto loaded from our own origin', async ({ page, baseURL }) => {
  const fontUrls: string[] = [];
  page.on('response', (r) => {
    if (/\.woff2?$/.test(new URL(r.url()).pathname)) fontUrls.push(r.url());
  });
  await signIn(page, 'admin@demo-academy.test');
  const header = page.locator('header.ant-layout-header');
  await expect(header).toHaveCSS('border-bottom-color', 'rgb(92, 187, 246)'); // #5CBBF6
  const loaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((f) => f.family.replaceAll('"', '') === 'Roboto' && f.status === 'loaded')
      .map((f) => f.weight);
  });
  expect(loaded).toContain('400');
  expect(fontUrls.length).toBeGreaterThan(0);
  for (const url of fontUrls) expect(url.startsWith(baseURL!)).toBe(true);
});

test('at lg (1280 px) and wider the sider is open; below it the menu is a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'admin@demo-academy.test');
  const sider = page.locator('aside.ant-layout-sider');
  await expect(sider).toBeVisible();
  await expect(sider.getByRole('link', { name: 'Dashboard' })).toBeVisible();

  await page.setViewportSize({ width: 1279, height: 800 });
  await expect(sider).toHaveCount(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.locator('.ant-drawer-open').getByRole('link', { name: 'Dashboard' })).toBeVisible();
});

test('operator pages (/ei/*) use the eiadmin layout: same shell, its own header tag and accent', async ({ page }) => {
  await signIn(page, 'operator@ei.test');
  await expect(page.getByTestId('eiadmin-tag')).toHaveCount(0);
  await page.goto('/ei/tenants');
  await expect(page).toHaveURL(/\/ei\/tenants(\?|$)/); // the list adds its page and sort
  await expect(page.getByTestId('eiadmin-tag')).toHaveText('EI admin');
  await expect(page.locator('header.ant-layout-header')).toHaveCSS('border-bottom-color', 'rgb(123, 63, 160)'); // #7B3FA0
  await expect(page.getByTestId('current-role')).toHaveText('admin');
});

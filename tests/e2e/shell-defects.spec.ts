// The shell's defects found walking every route, kept fixed: tab titles read "<page> · <school>",
// nothing scrolls sideways at 375 px and the menu button never covers a page's title, a student
// is not offered the operators' AI provider page (and opening it shows a refusal, not a spinner).
// One sign-in per test; each test walks several pages.
import type { Page } from '@playwright/test';
import { test, expect } from './helpers/fixtures.ts';
import { signIn } from './helpers/sign-in.ts';

test.describe.configure({ mode: 'parallel' });

const PHONE = { width: 375, height: 740 };

/** The page's title: the first heading of the content, whatever its level. */
function pageTitle(page: Page) {
  return page.locator('main.ant-layout-content').getByRole('heading').first();
}

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    body: document.body.scrollWidth,
    viewport: window.innerWidth,
  }));
}

function intersects(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test('tab titles name the page and the school, parameterised and missing pages included', async ({ page }) => {
  await signIn(page, 'teacher@demo-academy.test');
  await expect(page).toHaveTitle('Dashboard · Demo Academy');
  await page.getByRole('link', { name: 'Teacher tools' }).first().click();
  await expect(page).toHaveTitle('Teacher tools · Demo Academy');
  await page.goto('/tt/rubric-generator');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Rubric Generator · Demo Academy');
  await page.goto('/nothing/here');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page).toHaveTitle('Page not found · Demo Academy');
});

test('a school administrator on a default role\u2019s page: named tab, a refusal, no blank name', async ({ page }) => {
  await signIn(page, 'admin@riverside.test', { path: '/ei/role-permissions/1' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This default role is not open to your role');
  await expect(page.getByText('Not saved')).toHaveCount(0);
  await expect(page).toHaveTitle('Default role permissions · Riverside School');
  // a school role by its own page: the tab names the page, not /admin/role-permissions/:roleId
  await page.goto('/admin/roles');
  await page.getByRole('button', { name: 'Actions for teacher' }).click();
  await page.getByRole('menuitem', { name: 'Edit permissions' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Role teacher: permissions');
  await expect(page).toHaveTitle('Role permissions · Riverside School');
  await expect(page.getByText('Not saved')).toHaveCount(0);
});

test('at 375 px no page scrolls sideways and the menu button never covers the title', async ({ page }) => {
  test.slow(); // four pages on a phone-sized viewport
  await page.setViewportSize(PHONE);
  await signIn(page, 'admin@demo-academy.test');
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  for (const path of ['/dashboard', '/admin/users', '/teacher-tools', '/courses']) {
    await page.goto(path);
    if (path === '/courses' && !page.url().endsWith('/courses')) continue; // not open here: nothing to measure
    const title = pageTitle(page);
    await expect(title, path).toBeVisible();
    // let late content (grids, quick links) settle before measuring
    await page.waitForLoadState('networkidle');
    const size = await horizontalOverflow(page);
    expect(size.scroll, `${path} scrolls sideways`).toBeLessThanOrEqual(size.viewport);
    expect(size.body, `${path} scrolls sideways`).toBeLessThanOrEqual(size.viewport);
    await expect(menuButton).toBeVisible();
    const [button, heading] = [await menuButton.boundingBox(), await title.boundingBox()];
    expect(intersects(button!, heading!), `${path}: the menu button covers the title`).toBe(false);
  }
  // the header's button opens the menu
  await menuButton.click();
  await expect(page.locator('.ant-drawer-open').getByRole('link', { name: 'Dashboard' })).toBeVisible();
});

test('a TrekAI student is not offered the AI provider page and, opening it, sees a refusal', async ({ page }) => {
  await signIn(page, 'student@trekai.test');
  const sider = page.locator('aside.ant-layout-sider');
  await expect(sider.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  // students hold no dashboard.quick-links: their dashboard is announcements, work due and grades
  await expect(page.getByTestId('widget-announcements')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quick links' })).toHaveCount(0);
  await expect(page.locator('.ant-skeleton')).toHaveCount(0);
  await expect(page.locator('a[href="/ei/app-provider-details"]')).toHaveCount(0);
  await page.goto('/ei/app-provider-details');
  await expect(page.getByTestId('current-role')).toHaveText('student');
  await expect(page.getByText('could not be loaded')).toBeVisible();
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await expect(page.getByTestId('eiadmin-tag')).toHaveCount(0);
});

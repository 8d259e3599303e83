// People (#12): /teachers lists the school's teachers with sections and sign-in state; an
// administrator adds a teacher through /teachers/create and finds it by search; a teacher's
// profile shows its contact details and sections, and passes axe.
import type { Page } from '@playwright/test';
import { test, expect } from './helpers/fixtures.ts';
import { signIn } from './helpers/sign-in.ts';
import { seriousViolations } from './helpers/axe.ts';

const ADMIN = 'admin@demo-academy.test';
const drawer = (page: Page) => page.locator('.ant-drawer-content').last();

test('an administrator adds a teacher and finds it in /teachers', async ({ page, consoleProblems }) => {
  test.slow();
  const last = `Tq${Date.now().toString(36).slice(-5)}`;
  await signIn(page, ADMIN, { path: '/teachers' });
  await expect(page.getByRole('heading', { name: 'Teachers', level: 1 })).toBeVisible();
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Sign-in' })).toBeVisible();

  await page.getByRole('button', { name: 'New teacher' }).click();
  await expect(page).toHaveURL(/\/teachers\/create/);
  await drawer(page).getByLabel('First name').fill('Tia');
  await drawer(page).getByLabel('Last name').fill(last);
  await drawer(page).getByLabel('E-mail').fill(`${last.toLowerCase()}@demo-academy.test`);
  await drawer(page).getByRole('button', { name: 'Create teacher' }).click();
  await expect(page).toHaveURL(/\/teachers(\?|$)/);
  await expect(page.locator('.ant-drawer-content')).toHaveCount(0);

  const box = page.getByRole('searchbox', { name: 'Search name or e-mail' });
  await box.fill(last);
  await box.press('Enter');
  const row = page.locator('.ant-table-row', { hasText: last });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('none');
  expect(consoleProblems.filter((p) => p.type === 'pageerror')).toEqual([]);
});

test("a teacher's profile shows contact details and the sections it leads", async ({ page }) => {
  // party 1 of the demo school is its first teacher (server/demo/seed-school.ts inserts teachers first)
  await signIn(page, ADMIN, { path: '/teacher-profile/1' });
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Teacher not found');
  await expect(page.getByText('Contact')).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Sections/, level: 2 })).toBeVisible();
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

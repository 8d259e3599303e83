// People (#12): /students lists the school's students with grade level, status and section
// count; an administrator adds a student through /students/create and finds it by search, then gives
// three students sign-in accounts and resets their passwords in one bulk action.
import type { Page } from '@playwright/test';
import { test, expect } from './helpers/fixtures.ts';
import { signIn } from './helpers/sign-in.ts';

const ADMIN = 'admin@demo-academy.test';
const drawer = (page: Page) => page.locator('.ant-drawer-content').last();
async function bulk(page: Page, label: string) {
  await page.getByRole('toolbar', { name: 'Selected rows' }).getByRole('button', { name: label }).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: label }).click();
}

test('an administrator adds a student and finds it in /students', async ({ page, consoleProblems }) => {
  test.slow();
  const last = `Zed${Date.now().toString(36).slice(-5)}`;
  await signIn(page, ADMIN, { path: '/students' });
  await expect(page.getByRole('heading', { name: 'Students', level: 1 })).toBeVisible();
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Sections' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'E-mail' })).toHaveCount(0);

  await page.getByRole('button', { name: 'New student' }).click();
  await expect(page).toHaveURL(/\/students\/create/);
  await drawer(page).getByLabel('First name').fill('Zoe');
  await drawer(page).getByLabel('Last name').fill(last);
  await drawer(page).getByRole('button', { name: 'Create student' }).click();
  await expect(page).toHaveURL(/\/students(\?|$)/);
  await expect(page.locator('.ant-drawer-content')).toHaveCount(0);

  const box = page.getByRole('searchbox', { name: 'Search by name' });
  await box.fill(last);
  await box.press('Enter');
  await expect(page.locator('.ant-table-row', { hasText: last })).toHaveCount(1);
  await expect(page.locator('.ant-table-row', { hasText: last })).toContainText('active');

  // bulk: the three seeded Garcias get sign-in accounts, then their three passwords are reset at once
  const garcias = ['Amara Garcia', 'Sophia Garcia', 'Zara Garcia'];
  const row = (name: string) =>
    page.getByRole('row').filter({ has: page.getByRole('checkbox', { name: `Select ${name}` }) });
  const selectAll = async () => {
    for (const name of garcias) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  };
  const mailed = page.getByTestId('link-mailed');
  await box.fill('Garcia');
  await box.press('Enter');
  for (const name of garcias) await expect(row(name)).toContainText('none');
  await selectAll();
  await bulk(page, 'Give sign-in account');
  for (const name of garcias) await expect(mailed).toContainText(name);
  await page.getByRole('button', { name: 'Done' }).click();
  // the Sign-in column turns from none to active (the status column says active either way)
  for (const name of garcias) await expect(row(name)).not.toContainText('none');
  await selectAll();
  await bulk(page, 'Reset password');
  await expect(page.getByText('Reset password: 3 done')).toBeVisible();
  for (const name of garcias) await expect(mailed).toContainText(name);
  await page.getByRole('button', { name: 'Done' }).click();
  expect(consoleProblems.filter((p) => p.type === 'pageerror')).toEqual([]);
});

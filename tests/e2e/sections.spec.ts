// Sections: an administrator creates a section in the drawer, opens its page, enrols five
// students at once from the searchable picker, withdraws one and sees it kept as history; a
// teacher opens its students.
import type { Page } from '@playwright/test';
import { test, expect } from './helpers/fixtures.ts';
import { signIn } from './helpers/sign-in.ts';
import { pickOption } from './helpers/pick-option.ts';

const ADMIN = 'admin@demo-academy.test';
const stamp = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 36).toString(36)}`.toUpperCase();
const drawer = (page: Page) => page.locator('.ant-drawer-content').last();

test('an administrator creates a section, enrols five students in bulk, withdraws one and sees the history', async ({
  page,
  consoleProblems,
}) => {
  test.slow();
  const code = `E2E-${stamp()}`;
  await signIn(page, ADMIN, { path: '/sections' });
  await expect(page.getByRole('heading', { name: 'Sections', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Term', exact: true })).toBeVisible();
  await expect(page.locator('.ant-table-row').first()).toBeVisible();

  await page.getByRole('button', { name: 'New section' }).click();
  await expect(page).toHaveURL(/\/sections\/create/);
  await drawer(page).getByLabel('Code').fill(code);
  await drawer(page).getByLabel('Name', { exact: true }).fill('End-to-end class');
  await pickOption(page, drawer(page).getByLabel('Course'), 'first');
  await drawer(page).getByLabel('Room').fill('Lab 42');
  await drawer(page).getByRole('checkbox', { name: 'Tue' }).check();
  await drawer(page).getByRole('checkbox', { name: 'Thu' }).check();
  await drawer(page).getByLabel('Start time').fill('13:00');
  await drawer(page).getByLabel('End time').fill('13:50');
  await drawer(page).getByLabel('Capacity').fill('25');
  await drawer(page).getByRole('button', { name: 'Create section' }).click();
  await expect(page.locator('.ant-drawer-content')).toHaveCount(0);

  const box = page.getByRole('searchbox', { name: 'Search code, name, course or teacher' });
  await box.fill(code);
  await box.press('Enter');
  const row = page.locator('.ant-table-row', { hasText: code });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Lab 42');
  await row.getByRole('link', { name: code }).click();
  await expect(page.getByRole('heading', { name: `${code} End-to-end class`, level: 1 })).toBeVisible();

  // five students at once from the picker
  await page.getByRole('combobox', { name: 'Students to enrol' }).click();
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await expect(options.nth(4)).toBeVisible();
  for (let i = 0; i < 5; i++) {
    await options.nth(i).click();
    // each pick lands before the next (a missed or doubled pick would leave fewer than five)
    await expect(options.nth(i)).toHaveAttribute('aria-selected', 'true');
  }
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Enrol 5 students' }).click();
  await expect(page.getByText('Enrolled 5 students')).toBeVisible();
  const rows = page.locator('.ant-table-row');
  await expect(rows).toHaveCount(5);
  await expect(page.getByText('5 of 25')).toBeVisible();

  const first = (await rows.first().locator('td').nth(1).textContent())!.trim();
  await rows
    .first()
    .getByRole('button', { name: `Actions for ${first}` })
    .click();
  await page.getByRole('menuitem', { name: 'Withdraw' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText('Withdrew 1 student')).toBeVisible();
  // the withdrawn student stays listed, with the date
  await expect(rows).toHaveCount(5);
  await expect(page.locator('.ant-table-row', { hasText: first })).toContainText('Withdrawn');
  await expect(page.getByText('4 of 25')).toBeVisible();

  await page.getByRole('tab', { name: 'Schedule' }).click();
  await expect(page).toHaveURL(/\/section\/\d+\/schedule/);
  await expect(page.getByRole('table', { name: 'Weekly schedule' })).toContainText('13:00–13:50 Lab 42');
  expect(consoleProblems.filter((p) => p.type === 'pageerror')).toEqual([]);
});

test('a teacher opens its students', async ({ page }) => {
  await signIn(page, 'teacher@demo-academy.test', { path: '/teacher/my-students' });
  await expect(page.getByRole('heading', { name: 'Students in my sections', level: 1 })).toBeVisible();
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await expect(page.locator('.ant-table-row').first().getByRole('link').first()).toBeVisible();
});

// Terms (#11): /admin/terms lists the school years and terms with dates and the current one; an
// administrator adds a term with its dates, makes it current and back, and deletes it.
import type { Page } from '@playwright/test';
import { test, expect } from './helpers/fixtures.ts';
import { signIn } from './helpers/sign-in.ts';

const ADMIN = 'admin@demo-academy.test';
const drawer = (page: Page) => page.locator('.ant-drawer-content').last();

async function rowAction(page: Page, term: string, action: string) {
  await page.getByRole('button', { name: `Actions for ${term}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: action }).click();
}

test('an administrator adds a term with dates, makes it current and back, and deletes it', async ({
  page,
  consoleProblems,
}) => {
  test.slow();
  await signIn(page, ADMIN, { path: '/admin/terms' });
  await expect(page.getByRole('heading', { name: 'Terms', level: 1 })).toBeVisible();
  const current = page.locator('.ant-table-row', { hasText: 'current' });
  await expect(current).toHaveCount(1);
  const before = (await current.locator('td').first().innerText()).replace(/\s*current\s*$/, '').trim();

  await page.getByRole('button', { name: 'New term' }).click();
  await expect(page).toHaveURL(/\/admin\/terms\/create/);
  await drawer(page).getByLabel('School year').fill('2040-2041');
  await drawer(page).getByLabel('Term', { exact: true }).fill('Summer');
  await drawer(page).getByLabel('Starts').fill('2041-06-02');
  await drawer(page).getByLabel('Starts').press('Tab');
  await drawer(page).getByLabel('Ends').fill('2041-05-01');
  await drawer(page).getByLabel('Ends').press('Tab');
  await drawer(page).getByRole('button', { name: 'Create term' }).click();
  await expect(drawer(page).getByText('A term ends after it starts')).toBeVisible();
  await drawer(page).getByLabel('Ends').fill('2041-08-01');
  await drawer(page).getByLabel('Ends').press('Tab');
  await drawer(page).getByRole('button', { name: 'Create term' }).click();
  await expect(page.locator('.ant-drawer-content')).toHaveCount(0);
  const added = page.locator('.ant-table-row', { hasText: '2040-2041/Summer' });
  await expect(added).toContainText('2 Jun 2041');

  await rowAction(page, '2040-2041/Summer', 'Make current');
  await expect(added).toContainText('current');
  await rowAction(page, before, 'Make current');
  await expect(page.locator('.ant-table-row', { hasText: before })).toContainText('current');
  await rowAction(page, '2040-2041/Summer', 'Delete');
  await expect(added).toHaveCount(0);
  expect(consoleProblems.filter((p) => p.type === 'pageerror')).toEqual([]);
});

// Courses, the screen built on the entity pattern: create through /courses/create (the form says
// what the server would), edit through a shared deep link, the back button closes the drawer,
// archive from the row menu.
import type { Page } from '@playwright/test';
import { test, expect } from './helpers/fixtures.ts';
import { signIn } from './helpers/sign-in.ts';

const ADMIN = 'admin@demo-academy.test';
const stamp = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 36).toString(36)}`.toUpperCase();
const drawer = (page: Page) => page.locator('.ant-drawer-content').last();

async function search(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: 'Search code or title' });
  await box.fill(text);
  await box.press('Enter');
}

test('an administrator creates a course, edits it through a deep link and archives it', async ({
  page,
  consoleProblems,
}) => {
  test.slow();
  const code = `E2E-${stamp()}`;
  await signIn(page, ADMIN, { path: '/courses' });
  await expect(page.getByRole('heading', { name: 'Courses', level: 1 })).toBeVisible();
  await expect(page.locator('.ant-table-row').first()).toBeVisible();

  await page.getByRole('button', { name: 'New course' }).click();
  await expect(page).toHaveURL(/\/courses\/create/);
  await drawer(page).getByLabel('Code').fill('has space');
  await drawer(page).getByLabel('Title').fill('End-to-end course');
  await drawer(page).getByRole('button', { name: 'Create course' }).click();
  await expect(drawer(page).getByText('Code may use letters, digits, dots, dashes and underscores')).toBeVisible();
  await drawer(page).getByLabel('Code').fill(code);
  await drawer(page).getByRole('button', { name: 'Create course' }).click();
  await expect(page).toHaveURL(/\/courses(\?|$)/);
  await expect(page.locator('.ant-drawer-content')).toHaveCount(0);

  await search(page, code);
  const row = page.locator('.ant-table-row', { hasText: code });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('End-to-end course');

  // the row menu's Edit opens the drawer at its own address; the back button closes it
  await row.getByRole('button', { name: `Actions for ${code} End-to-end course` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/courses\/\d+\/edit/);
  const editUrl = page.url();
  await expect(drawer(page).getByLabel('Title')).toHaveValue('End-to-end course');
  await page.goBack();
  await expect(page).toHaveURL(/\/courses(\?|$)/);
  await expect(page.locator('.ant-drawer-content')).toHaveCount(0);

  // a shared link opens the same drawer on a fresh load
  await page.goto(editUrl);
  await expect(drawer(page).getByLabel('Title')).toHaveValue('End-to-end course');
  await drawer(page).getByLabel('Title').fill('End-to-end course, renamed');
  await drawer(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.ant-drawer-content')).toHaveCount(0);
  await search(page, code);
  await expect(page.locator('.ant-table-row', { hasText: code })).toContainText('renamed');

  await page
    .locator('.ant-table-row', { hasText: code })
    .getByRole('button', { name: /^Actions for / })
    .click();
  await page.getByRole('menuitem', { name: 'Archive' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText(`${code} End-to-end course, renamed is archived`)).toBeVisible();
  await expect(page.locator('.ant-table-row', { hasText: code })).toContainText('archived');
  expect(consoleProblems.filter((p) => p.type === 'pageerror')).toEqual([]);
});

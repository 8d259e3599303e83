// Table catalogue and lesson content (#17): an administrator finds a list query in
// /admin/tbl/api-list, runs it with a filter and sees the rows and the body to copy. On
// /admin/crs_cls_content_elements an administrator drags an element onto the next one to reorder,
// and moves it back with the row menu.
import type { Page } from '@playwright/test';
import { test, expect } from './helpers/fixtures.ts';
import { signIn } from './helpers/sign-in.ts';
import { pickOption } from './helpers/pick-option.ts';

const ADMIN = 'admin@demo-academy.test';
const drawer = (page: Page) => page.locator('.ant-drawer-content').last();

test('an administrator tries a list query from the API catalogue', async ({ page, consoleProblems }) => {
  test.slow();
  await signIn(page, ADMIN, { path: '/admin/tbl/api-list' });
  await expect(page.getByRole('heading', { name: 'List APIs', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search queries' }).fill('courses/courses');
  const row = page.locator('.ant-table-row', { hasText: 'courses/courses' });
  await expect(row).toHaveCount(1);

  await row.getByRole('button', { name: /actions/i }).click();
  await page.getByRole('menuitem', { name: 'Fields and try it' }).click();
  await expect(page).toHaveURL(/\/admin\/tbl\/api-list\/courses\/courses$/);
  await expect(drawer(page).getByRole('cell', { name: 'course_title', exact: true })).toBeVisible();
  await drawer(page).getByRole('button', { name: 'Add filter' }).click();
  await pickOption(page, drawer(page).getByRole('combobox', { name: 'Filter 1 field' }), /^Status$/);
  await pickOption(page, drawer(page).getByRole('combobox', { name: 'Filter 1 operator' }), /^=$/);
  await drawer(page).getByLabel('Filter 1 value').fill('active');
  await expect(drawer(page).getByTestId('request-body')).toContainText('"status",');
  await drawer(page).getByRole('button', { name: 'Run' }).click();
  await expect(drawer(page).getByTestId('try-total')).toContainText('matching rows');
  await expect(drawer(page).locator('.ant-table-row').first()).toBeVisible();
  expect(consoleProblems.filter((p) => p.type === 'pageerror')).toEqual([]);
});

test('an administrator reorders content elements by dragging a row, and back with Move up', async ({
  page,
  consoleProblems,
}) => {
  test.slow();
  await signIn(page, ADMIN, { path: '/admin/crs_cls_content_elements' });
  await expect(page.getByRole('heading', { name: 'Content elements', level: 1 })).toBeVisible();
  await pickOption(page, page.getByRole('combobox', { name: 'Course' }), /^C0001 /);
  const rows = page.locator('.ant-table-row');
  await expect(rows.nth(0)).toContainText('Unit 1: Cells');
  await expect(rows.nth(1)).toContainText('Lesson 1: Inside the cell');

  // dropped on the row below it, the unit goes after that row (saved at once). Rows become
  // draggable once the permissions have loaded; on a loaded machine a drag can also be lost before
  // the drop, so it is tried again until the place request has gone out (never twice)
  await expect(rows.nth(0)).toHaveAttribute('draggable', 'true', { timeout: 30_000 });
  for (let attempt = 0; attempt < 3; attempt++) {
    const sent = page
      .waitForRequest((r) => r.method() === 'POST' && r.url().includes('/actions/place'), { timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
    await rows.nth(0).dragTo(rows.nth(1));
    if (await sent) break;
  }
  await expect(rows.nth(0)).toContainText('Lesson 1: Inside the cell', { timeout: 30_000 });
  await expect(rows.nth(1)).toContainText('Unit 1: Cells');
  await expect(rows.nth(1)).toContainText('2');

  // the keyboard's way: the row menu's Move up puts it back first
  await rows.nth(1).getByRole('button', { name: 'Actions for Unit 1: Cells' }).click();
  await page.getByRole('menuitem', { name: 'Move up' }).click();
  await expect(rows.nth(0)).toContainText('Unit 1: Cells', { timeout: 30_000 });
  expect(consoleProblems).toEqual([]);
});

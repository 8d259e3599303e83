// Table templates (#17): an administrator creates a template from a master, hides a column, adds a
// filter with the live preview showing, saves, opens it as a grid with its totals row and exports
// XLSX and PDF.
import type { Page } from '@playwright/test';
import { test, expect } from './helpers/fixtures.ts';
import { signIn } from './helpers/sign-in.ts';
import { pickOption } from './helpers/pick-option.ts';

const ADMIN = 'admin@demo-academy.test';
const drawer = (page: Page) => page.locator('.ant-drawer-content').last();

const choose = (page: Page, label: string, option: string) => pickOption(page, drawer(page).getByLabel(label), option);

test('an administrator makes a template from a master and exports it', async ({ page, consoleProblems }) => {
  test.slow();
  const name = `Courses ${Date.now().toString(36).slice(-5)}`;
  await signIn(page, ADMIN, { path: '/admin/tbl/template-master' });
  await expect(page.getByRole('heading', { name: 'Master templates', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Actions for Course list' }).click();
  await page.getByRole('menuitem', { name: 'Create template' }).click();
  await expect(page).toHaveURL(/\/admin\/tbl\/template\/create\/\d+$/);

  await expect(drawer(page).getByTestId('template-grid').locator('.ant-table-row').first()).toBeVisible();
  await drawer(page).getByLabel('Name').fill(name);
  await drawer(page).getByLabel('Show column 3').click(); // Subject
  await drawer(page).getByRole('button', { name: 'Add filter' }).click();
  await choose(page, 'Filter 2 field', 'Code');
  await choose(page, 'Filter 2 operator', 'ilike');
  await drawer(page).getByLabel('Filter 2 value').fill('%');
  await expect(drawer(page).getByTestId('template-grid').getByRole('columnheader', { name: 'Subject' })).toHaveCount(0);
  await drawer(page).getByRole('button', { name: 'Create template' }).click();
  await expect(page).toHaveURL(/\/admin\/tbl\/templates(\?|$)/);

  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Open', exact: true }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByTestId('template-grid').locator('.ant-table-row').first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Title' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Subject' })).toHaveCount(0);

  await expect(page.getByTestId('template-totals')).toContainText(/sum \d+/);

  for (const kind of ['xlsx', 'pdf']) {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `Export ${kind.toUpperCase()}` }).click();
    expect((await download).suggestedFilename()).toBe(`${name}.${kind}`);
  }

  expect(consoleProblems.filter((p) => p.type === 'pageerror')).toEqual([]);
});

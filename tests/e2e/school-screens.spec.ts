// The curriculum page's filters and drawers, and announcements management (#11, #13): an
// administrator narrows the matrix by school level, subject and grade, is told the line a broken
// CSV fails at, imports a good one and deletes that unused framework; an administrator writes an
// announcement for students, publishes it and a student sees it on the dashboard. Axe on the
// filtered matrix and the refused import.
import type { Page } from '@playwright/test';
import { test, expect } from './helpers/fixtures.ts';
import { signIn } from './helpers/sign-in.ts';
import { seriousViolations } from './helpers/axe.ts';
import { pickOption } from './helpers/pick-option.ts';

const ADMIN = 'admin@demo-academy.test';
const drawer = (page: Page) => page.locator('.ant-drawer-content').last();

const choose = (page: Page, label: string, option: string, search = false) =>
  pickOption(page, page.getByRole('combobox', { name: label }), option, search ? { search: option } : {});

test('the mapping matrix is narrowed by level, subject and grade; a broken CSV names its line', async ({ page }) => {
  test.slow();
  const tag = Date.now().toString(36).slice(-5);
  await signIn(page, ADMIN, { path: '/curriculum/curriculum-mapping' });
  await expect(page.getByRole('heading', { name: 'Curriculum mapping', level: 1 })).toBeVisible({ timeout: 30_000 });
  await choose(page, 'School level', 'Middle School');
  await choose(page, 'Subject', 'Mathematics');
  await choose(page, 'Course', 'C0001', true);
  await choose(page, 'Grade', 'Grade 8');
  // the demo's grade-8 mathematics: two strands (6-8) and DM.EE.2; DM.NS.1 is grade 6
  await expect(page.getByTestId('coverage-summary')).toContainText('of 3 standards');
  await expect(page.getByRole('checkbox', { name: /^DM\.EE\.2 taught in/ }).first()).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /^DM\.NS\.1 taught in/ })).toHaveCount(0);
  await expect(page).toHaveURL(/grade=8/);
  // axe reads the page once the last dropdown has closed (its options carry select-only ARIA)
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Import standards' }).click();
  await drawer(page).getByText('CSV (framework').click();
  const text = drawer(page).getByLabel('Or paste the package');
  const header = 'framework,code,statement,parent code,grade levels';
  await text.fill(`${header}\nE2E ${tag},E.1,Strand,,8\nE2E ${tag},E.1.a,Orphan,NOPE,8`);
  await drawer(page).getByRole('button', { name: 'Check' }).click();
  await expect(drawer(page).getByRole('alert')).toContainText('Refused at line 3; nothing was saved');
  expect(await seriousViolations(page)).toEqual([]);

  await text.fill(`${header}\nE2E ${tag},E.1,Strand,,8\nE2E ${tag},E.1.a,Child,E.1,8`);
  await drawer(page).getByRole('button', { name: 'Import' }).click();
  await expect(drawer(page)).toContainText('Imported 2 standards');
  await drawer(page).getByRole('button', { name: 'Close' }).click();

  await page.getByRole('link', { name: 'Frameworks' }).click();
  const row = drawer(page).locator('.ant-table-row', { hasText: `E2E ${tag}` });
  await expect(row).toContainText('2');
  await row.getByRole('button', { name: `Delete E2E ${tag}` }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
});

test('an administrator publishes an announcement for students and a student sees it', async ({ page, browser }) => {
  test.slow();
  const title = `Library closed ${Date.now().toString(36).slice(-5)}`;
  await signIn(page, ADMIN, { path: '/admin/announcements' });
  await expect(page.getByRole('heading', { name: 'Announcements', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.ant-table-row').first()).toBeVisible();

  await page.getByRole('button', { name: 'New announcement' }).click();
  await drawer(page).getByLabel('Title').fill(title);
  await drawer(page).getByLabel('Text').fill('The library is closed on Monday.');
  await choose(page, 'For roles', 'student');
  await drawer(page).getByRole('button', { name: 'Create announcement' }).click();
  await expect(page.locator('.ant-drawer-content')).toHaveCount(0);
  const row = page.locator('.ant-table-row', { hasText: title });
  await expect(row).toContainText('draft');

  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Publish' }).click();
  await expect(row).toContainText('published');

  const student = await browser.newPage();
  await signIn(student, 'student@demo-academy.test');
  await expect(student.getByTestId('widget-announcements')).toContainText(title);
  await student.close();
});

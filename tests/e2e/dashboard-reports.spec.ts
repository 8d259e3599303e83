// The role dashboards and the assignment reports: charts drawn for an administrator and a
// teacher, announcements per role, the average and median reports with their charts, table and
// CSV and XLSX exports, the chart following the table's search; axe and 375 px checks on both pages.
// The operators' dashboard offers no widget whose page is blocked for their tenant (the grade bands
// read the assignment reports' data).
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { test, expect } from './helpers/fixtures.ts';
import { signIn } from './helpers/sign-in.ts';
import { seriousViolations } from './helpers/axe.ts';
import { pickOption } from './helpers/pick-option.ts';

const chartDrawn = (page: Page, id: string) => page.getByTestId(`chart-${id}`).locator('canvas').first();
const overflow = (page: Page) =>
  page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth);

test('an administrator sees the school, this term’s grade bands and the announcements for admins', async ({ page }) => {
  test.slow();
  await signIn(page, 'admin@demo-academy.test');
  const counts = page.getByTestId('widget-school-counts');
  await expect(counts.getByText('Students')).toBeVisible();
  await expect(counts.locator('.ant-statistic-content-value').first()).not.toHaveText('0');
  await expect(chartDrawn(page, 'grade-bands')).toBeVisible();
  await expect(page.getByTestId('widget-announcements')).toContainText('Grades due Friday');
  await expect(page.getByTestId('widget-announcements')).not.toContainText('book fair');
  await expect(page.getByTestId('widget-alerts')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.locator('.ant-skeleton')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the operator’s dashboard offers no widget whose page ei_lms blocks, and nothing is refused', async ({ page }) => {
  const refused: string[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/api/') && r.status() === 403) refused.push(r.url());
  });
  await signIn(page, 'operator@ei.test');
  await expect(chartDrawn(page, 'tenants')).toBeVisible();
  await expect(page.getByTestId('widget-school-counts').getByText('Students')).toBeVisible();
  await expect(page.getByTestId('widget-ai-use')).toBeVisible();
  await expect(page.getByTestId('widget-grade-bands')).toHaveCount(0);
  await expect(page.getByText(/Could not load/)).toHaveCount(0);
  expect(refused).toEqual([]);
});

test('a teacher sees its sections charted, and a student its own grades without the teachers’ notices', async ({
  page,
  browser,
}) => {
  await signIn(page, 'teacher@demo-academy.test');
  await expect(chartDrawn(page, 'section-averages')).toBeVisible();
  await expect(page.getByTestId('widget-my-sections').locator('.ant-table-row').first()).toBeVisible();
  await expect(page.getByTestId('widget-announcements')).toContainText('Grades due Friday');
  await expect(page.getByTestId('widget-school-counts')).toHaveCount(0);

  const student = await browser.newPage();
  await signIn(student, 'student@demo-academy.test');
  await expect(student.getByTestId('widget-recent-grades').locator('.ant-list-item').first()).toBeVisible();
  await expect(student.getByTestId('widget-announcements')).toContainText('Parent-teacher conferences');
  await expect(student.getByTestId('widget-announcements')).not.toContainText('Grades due Friday');
  await expect(student.getByTestId('widget-alerts')).toHaveCount(0);
  await expect(student.getByTestId('widget-my-sections')).toHaveCount(0);
  await student.close();
});

test('a teacher reads the average and median reports, narrows them to a section and exports CSV and XLSX', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'teacher@demo-academy.test', { path: '/assignment-average-report' });
  await expect(page.getByRole('heading', { name: 'Assignment averages', level: 1 })).toBeVisible();
  await expect(chartDrawn(page, 'per-assignment')).toBeVisible();
  await expect(chartDrawn(page, 'distribution')).toBeVisible();
  const rows = page.locator('.ant-table-row');
  await expect(rows.first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // narrow to one section: every row of the table is that section's
  const sectionName = await pickOption(page, page.getByRole('combobox', { name: 'Section' }), 'first');
  await expect(rows.first()).toContainText(sectionName);
  for (const text of await rows.allTextContents()) expect(text).toContain(sectionName);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('Assignment,Course,Section,Due,Points,Average %,Graded,Missing,Excused,Below 60%');
  expect(csv).toContain(sectionName);

  // the XLSX file holds the same header and rows, the averages as numbers
  const xlsxDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export XLSX' }).click();
  expect((await xlsxDownload).suggestedFilename()).toBe('assignment-averages.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await (await xlsxDownload).path())!);
  const sheet = book.worksheets[0];
  const csvLines = csv.trimEnd().split('\r\n');
  expect(sheet.rowCount).toBe(csvLines.length);
  expect((sheet.getRow(1).values as unknown[]).slice(1).join(',')).toBe(csvLines[0]);
  for (let i = 2; i <= sheet.rowCount; i++) {
    expect(sheet.getRow(i).getCell(3).value).toBe(sectionName);
    const average = sheet.getRow(i).getCell(6).value;
    if (average !== null) expect(typeof average).toBe('number');
  }

  await page.goto('/assignment-median-report');
  await expect(page.getByRole('heading', { name: 'Assignment medians', level: 1 })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Median' })).toBeVisible();
  await expect(chartDrawn(page, 'per-assignment')).toBeVisible();
});

test('the report’s chart follows the table’s search, and the report fits a 375 px screen', async ({ page }) => {
  test.slow();
  await signIn(page, 'teacher@demo-academy.test', { path: '/assignment-average-report' });
  const summary = page.getByTestId('chart-per-assignment').locator('figcaption .ant-typography-secondary');
  await expect(summary).toHaveText(/graded assignment/);
  const before = await summary.textContent();
  // a graded assignment of the table (its average is a number; sorted by it, those come first),
  // searched by its title
  await page.getByRole('columnheader', { name: 'Average' }).click();
  const graded = page.locator('.ant-table-row', { hasText: '%' }).first();
  const title = (await graded.locator('td').first().textContent())!.trim();
  await page.getByPlaceholder('Search assignment or course').fill(title);
  await page.getByPlaceholder('Search assignment or course').press('Enter');
  const rows = page.locator('.ant-table-row');
  await expect(rows.first()).toContainText(title);
  await expect(rows.filter({ hasNotText: title })).toHaveCount(0);
  const shown = await rows.filter({ hasText: '%' }).count();
  await expect(summary).toHaveText(`${shown} graded assignment(s)`);
  expect(await summary.textContent()).not.toBe(before);

  await page.setViewportSize({ width: 375, height: 740 });
  await expect(chartDrawn(page, 'per-assignment')).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => overflow(page), { timeout: 5_000 }).toBeLessThanOrEqual(0);
});

test('at 375 px neither the dashboard nor the report scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, 'admin@demo-academy.test');
  await expect(chartDrawn(page, 'grade-bands')).toBeVisible();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await page.goto('/assignment-average-report');
  await expect(chartDrawn(page, 'per-assignment')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await overflow(page)).toBeLessThanOrEqual(0);
});

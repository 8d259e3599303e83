// Category weights and "fill column" in the gradebook: a teacher adds an assignment, fills its
// empty cells in one action, sees a total other than 100 % refused at the weights field and then
// saves weights, after which the averages column names them. A file the teacher attaches to an
// assignment reaches the section's students: the demo student (enrolled in each of the demo
// teacher's sections, seed-school.ts) downloads it from its grades.
import fs from 'node:fs';
import { test, expect } from './helpers/fixtures.ts';
import { signIn } from './helpers/sign-in.ts';
import { seriousViolations } from './helpers/axe.ts';

test('a teacher fills a column and sets category weights', async ({ page }) => {
  test.slow();
  const title = `Lab ${Date.now().toString(36).slice(-5)}`;
  await signIn(page, 'teacher@demo-academy.test', { path: '/sections' });
  const link = page.locator('a[href^="/section/"]').first();
  await expect(link).toBeVisible({ timeout: 90_000 }); // the list may load slowly on a busy machine
  const sectionId = /\/section\/(\d+)/.exec((await link.getAttribute('href'))!)![1];
  await page.goto(`/section/${sectionId}/gradebook`);
  await expect(page.getByTestId('gradebook')).toBeVisible();

  await page.getByRole('button', { name: 'New assignment' }).click();
  const drawer = page.locator('.ant-drawer-content').last();
  await drawer.getByLabel('Title').fill(title);
  await drawer.getByLabel('Points').fill('10');
  await drawer.getByRole('button', { name: 'Create assignment' }).click();
  await expect(page.locator('.ant-drawer-content')).toHaveCount(0);

  const cells = page.locator(`input[aria-label^="${title}, "]`);
  await cells.nth(0).fill('4');
  await cells.nth(0).press('Enter');
  await expect(cells.nth(0)).toHaveAttribute('data-state', 'saved');

  await page.getByRole('button', { name: `Fill column ${title}` }).click();
  await page.getByLabel(`Fill empty cells of ${title} with`).fill('9');
  await page.getByRole('button', { name: 'Fill empty cells' }).click();
  // every other cell now holds 9; the graded one keeps its 4
  await expect(cells.nth(1)).toHaveValue('9');
  await expect(cells.last()).toHaveValue('9');
  await expect(cells.nth(0)).toHaveValue('4');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Category weights' }).click();
  const dialog = page.getByRole('dialog', { name: 'Category weights' });
  await dialog.getByLabel('Weighted by category').check();
  await dialog.getByLabel('Weight of homework').fill('40');
  await dialog.getByLabel('Weight of lab').fill('50');
  await dialog.getByRole('button', { name: 'Save weights' }).click();
  await expect(dialog).toContainText('The weights must add up to 100% (they add up to 90%)');
  // the refusal's text and the hovered button keep their contrast (src/theme.ts)
  expect(await seriousViolations(page)).toEqual([]);
  await expect(page.getByTestId('average-basis')).toHaveText('points-based');
  await dialog.getByLabel('Weight of lab').fill('60');
  await dialog.getByRole('button', { name: 'Save weights' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('average-basis')).toHaveText('homework 40% · lab 60%');
});

test('a teacher attaches a file to an assignment, its student downloads it, and it is removed', async ({
  page,
  browser,
}) => {
  test.slow();
  const title = `Reading ${Date.now().toString(36).slice(-5)}`;
  const body = 'Chapter 1 and 2 of the class novel\n';
  await signIn(page, 'teacher@demo-academy.test', { path: '/sections' });
  const link = page.locator('a[href^="/section/"]').first();
  await expect(link).toBeVisible({ timeout: 90_000 });
  const sectionId = /\/section\/(\d+)/.exec((await link.getAttribute('href'))!)![1];
  await page.goto(`/section/${sectionId}/gradebook`);
  await page.getByRole('button', { name: 'New assignment' }).click();
  const drawer = page.locator('.ant-drawer-content').last();
  await drawer.getByLabel('Title').fill(title);
  await drawer.getByRole('button', { name: 'Create assignment' }).click();
  await expect(page.locator('.ant-drawer-content')).toHaveCount(0);

  // the saved assignment's drawer lists its files; one is attached
  await page.getByRole('button', { name: title, exact: true }).click();
  const files = page.locator('.ant-drawer-content').last().getByTestId('assignment-attachments');
  await expect(files).toContainText('No files attached');
  await files
    .locator('input[type="file"]')
    .setInputFiles({ name: 'reading-list.txt', mimeType: 'text/plain', buffer: Buffer.from(body) });
  await expect(files).toContainText('reading-list.txt');
  expect(await seriousViolations(page)).toEqual([]);

  // the student's grades list the published assignment (the panel follows the page's own list and
  // a permission check, slow on a busy machine: waited for, not slept); its file downloads byte for byte
  const student = await browser.newPage();
  await signIn(student, 'student@demo-academy.test', { path: '/my-classes' });
  const row = student.getByTestId('my-grades').getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible({ timeout: 90_000 });
  await row.getByRole('button', { name: /expand row/i }).click();
  const download = student.waitForEvent('download');
  await student.getByRole('button', { name: 'Download reading-list.txt' }).click();
  expect(fs.readFileSync((await (await download).path())!, 'utf8')).toBe(body);
  // its list of work marks the assignment as having one file (undated, it is listed last: its page is found)
  await student.goto('/my-work');
  await expect(student.getByRole('heading', { level: 1, name: 'My work' })).toBeVisible({ timeout: 30_000 });
  await expect(student.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  const work = student.getByRole('row').filter({ hasText: title });
  const next = student.getByRole('listitem', { name: 'Next Page' });
  for (let page = 0; page < 20 && !(await work.count()); page++) {
    if ((await next.getAttribute('aria-disabled')) === 'true') break;
    await next.click();
  }
  await expect(work.getByLabel('1 attached file', { exact: true })).toBeVisible();
  await student.close();

  await files.getByRole('button', { name: 'Remove reading-list.txt' }).click();
  await expect(files).toContainText('No files attached');
});

// The gradebook tab: a teacher adds an assignment, types two scores with the keyboard (Enter moves
// down and saves), sees them saved and the column average, a refused score at its cell, and the
// average report showing the new assignment's average.
import { test, expect } from './helpers/fixtures.ts';
import { signIn } from './helpers/sign-in.ts';
import { seriousViolations } from './helpers/axe.ts';

test('a teacher enters grades with the keyboard and the average report follows', async ({ page }) => {
  test.slow();
  const title = `Quiz ${Date.now().toString(36).slice(-5)}`;
  await signIn(page, 'teacher@demo-academy.test', { path: '/sections' });
  const link = page.locator('a[href^="/section/"]').first();
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href'))!;
  const sectionId = /\/section\/(\d+)/.exec(href)![1];
  await page.goto(`/section/${sectionId}/gradebook`);
  await expect(page.getByTestId('gradebook')).toBeVisible();

  await page.getByRole('button', { name: 'New assignment' }).click();
  await expect(page).toHaveURL(/assignment=new/);
  const drawer = page.locator('.ant-drawer-content').last();
  await drawer.getByLabel('Title').fill(title);
  await drawer.getByLabel('Points').fill('10');
  await drawer.getByRole('button', { name: 'Create assignment' }).click();
  await expect(page.locator('.ant-drawer-content')).toHaveCount(0);
  await expect(page.getByRole('button', { name: title, exact: true })).toBeVisible();

  const cells = page.locator(`input[aria-label^="${title}, "]`);
  await expect(cells.first()).toBeVisible();
  await cells.nth(0).click();
  await page.keyboard.type('8');
  await page.keyboard.press('Enter'); // saves and moves down
  await expect(cells.nth(1)).toBeFocused();
  await page.keyboard.type('6');
  await page.keyboard.press('Enter');
  await expect(cells.nth(0)).toHaveAttribute('data-state', 'saved');
  await expect(cells.nth(1)).toHaveAttribute('data-state', 'saved');
  // (8 + 6) / 2 of 10 points
  const header = page.locator('th', { has: page.getByRole('button', { name: title, exact: true }) });
  await expect(header).toContainText('avg 70%');

  // 10 points + 50% extra credit = 15: 16 is refused at the cell and not saved
  await cells.nth(2).fill('16');
  await cells.nth(2).press('Enter');
  await expect(cells.nth(2)).toHaveAttribute('data-state', 'error');
  await expect(header).toContainText('avg 70%');
  expect(await seriousViolations(page)).toEqual([]);

  // the grades are stored: a reload shows them, and the report averages them
  await page.reload();
  // a reload loads the app, the session and three queries again: slow on a busy machine
  await expect(page.getByTestId('gradebook')).toBeVisible({ timeout: 60_000 });
  await expect(cells.nth(0)).toHaveValue('8');
  await page.goto('/assignment-average-report');
  await page.getByRole('searchbox', { name: 'Search assignment or course' }).fill(title);
  await page.getByRole('searchbox', { name: 'Search assignment or course' }).press('Enter');
  const row = page.locator('.ant-table-row', { hasText: title });
  await expect(row).toContainText('70.0%');
});

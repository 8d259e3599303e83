// Curriculum mapping: an administrator picks a course, maps a standard to a unit with the keyboard
// and the coverage follows; the page passes axe and does not scroll sideways at 375 px.
import type { Page } from '@playwright/test';
import { test, expect } from './helpers/fixtures.ts';
import { signIn } from './helpers/sign-in.ts';
import { seriousViolations } from './helpers/axe.ts';
import { expectNoSidewaysScroll } from './helpers/layout.ts';
import { pickOption } from './helpers/pick-option.ts';

const ADMIN = 'admin@demo-academy.test';
const PATH = '/curriculum/curriculum-mapping';

async function pickCourse(page: Page) {
  // the courses may still be loading: wait for the option instead of pressing Enter into nothing
  await pickOption(page, page.getByRole('combobox', { name: 'Course' }), 'C0001', { search: 'C0001' });
}

test('a mapping cell is set from the keyboard and the coverage column changes', async ({ page }) => {
  test.slow();
  await signIn(page, ADMIN, { path: PATH });
  await expect(page.getByRole('heading', { name: 'Curriculum mapping', level: 1 })).toBeVisible();
  await pickCourse(page);
  const cell = page.getByRole('checkbox', { name: 'DM.EE.2 taught in Putting it together' });
  await expect(cell).toBeVisible();
  const row = page.locator('.ant-table-row', { has: cell });
  const wasChecked = await cell.isChecked();
  const summary = page.getByTestId('coverage-summary');
  const before = await summary.textContent();
  expect(await seriousViolations(page)).toEqual([]);

  await cell.focus();
  await page.keyboard.press('Space');
  await expect(cell).toBeChecked({ checked: !wasChecked });
  await expect(summary).not.toHaveText(before ?? '');
  // DM.EE.2 is not mapped by the demo data: mapping it makes its coverage one unit
  await expect(row.getByText(wasChecked ? 'Not mapped' : '1 unit')).toBeVisible();
});

test('the mapping page does not scroll sideways at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, ADMIN, { path: PATH });
  await pickCourse(page);
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
});

// Picks an option of an Ant Design select: opens it (typing `search` first, if given), clicks the
// visible dropdown's option, and returns its text. A single select then closes its list and takes
// the focus back on a timer (rc-select, after a mouse-down in its list); the helper waits for the
// list to close, or on a busy machine the next fill() can type into this select instead of its field.
import { expect, type Locator, type Page } from '@playwright/test';

export async function pickOption(
  page: Page,
  select: Locator,
  option: string | RegExp | 'first',
  opts: { search?: string } = {},
): Promise<string> {
  await select.click();
  if (opts.search !== undefined) await select.fill(opts.search);
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  const chosen = option === 'first' ? options.first() : options.filter({ hasText: option }).first();
  const text = ((await chosen.textContent()) ?? '').trim();
  await chosen.click();
  const multiple = await select.locator('xpath=ancestor-or-self::*[contains(@class,"ant-select-multiple")]').count();
  if (!multiple) await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  return text;
}

// Picks an option of an Ant Design select: opens it, then clicks the visible dropdown's option.
import type { Page } from '@playwright/test';

export async function pickOption(page: Page, combobox: ReturnType<Page['getByRole']>, option: string | RegExp) {
  await combobox.click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .first()
    .click();
}

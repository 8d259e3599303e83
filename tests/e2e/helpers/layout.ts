// Small-screen checks shared by the browser tests.
import { expect, type Page } from '@playwright/test';

/** The page is no wider than the viewport (no sideways scrolling, e.g. at 375 px). */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

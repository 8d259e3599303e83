// Small-screen checks shared by the browser tests.
import { expect, type Page } from '@playwright/test';

/** The page is no wider than the viewport (no sideways scrolling, e.g. at 375 px). Polled: after a
 * viewport change the shell's menu collapses on its breakpoint listener, a moment later. */
export async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { timeout: 5_000 })
    .toBeLessThanOrEqual(0);
}

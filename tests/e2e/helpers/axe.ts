// The accessibility check of key pages: axe's serious and critical violations, as readable lines.
// The wait for animations and the filter are shared with the every-route test's axe-in-page.ts.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Result } from 'axe-core';

type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

/** A toast still fading in is read at its half-way contrast: let finite animations end first
 * (spinners loop for ever and are not waited for). */
export async function finiteAnimationsEnded(page: Page) {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/** serious and critical violations, one readable line each */
export const seriousLines = (violations: Result[]) =>
  violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);

export async function seriousViolations(page: Page) {
  await finiteAnimationsEnded(page);
  // @axe-core/playwright types its page with its own playwright-core copy (a newer minor than
  // @playwright/test's); the object is the same at run time
  const { violations } = await new AxeBuilder({ page: page as unknown as AxePage }).analyze();
  return seriousLines(violations);
}

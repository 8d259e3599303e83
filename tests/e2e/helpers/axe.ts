// The accessibility check of key pages: axe's serious and critical violations, as readable lines.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

export async function seriousViolations(page: Page) {
  // a toast still fading in is read at its half-way contrast: let finite animations end first
  // (spinners loop for ever and are not waited for)
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
  // @axe-core/playwright types its page with its own playwright-core copy (a newer minor than
  // @playwright/test's); the object is the same at run time
  const { violations } = await new AxeBuilder({ page: page as unknown as AxePage }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

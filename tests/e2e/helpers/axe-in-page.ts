// axe in the app's own window: injected once per page load and run there (violations only), which
// skips what @axe-core/playwright does per check (a fresh injection into every frame and a blank page
// to merge the frames' results: seconds on a loaded machine). Same rules and the same serious and
// critical filter as axe.ts, which uses it for any page without frames; the every-route test always.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

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

export async function seriousViolationsInPage(page: Page): Promise<string[]> {
  await finiteAnimationsEnded(page);
  // evaluated, not a script tag: the app's Content-Security-Policy refuses inline scripts
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, o: object): Promise<AxeResults> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return seriousLines(violations);
}

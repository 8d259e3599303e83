// axe in the app's own window for the every-route test: injected once per page load and run there
// (violations only), which skips what @axe-core/playwright does per check (a fresh injection and a
// blank page to merge frame results: seconds on a loaded machine). Same rules, same serious and
// critical filter, same lines as axe.ts.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { finiteAnimationsEnded, seriousLines } from './axe.ts';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

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

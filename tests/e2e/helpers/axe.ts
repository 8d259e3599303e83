// The accessibility check of key pages: axe's serious and critical violations, as readable lines.
// A page without frames is checked by axe in its own window (axe-in-page.ts, as the every-route
// test does); a page with frames through @axe-core/playwright, which reaches into every frame.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { finiteAnimationsEnded, seriousLines, seriousViolationsInPage } from './axe-in-page.ts';

type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

export async function seriousViolations(page: Page) {
  if (page.frames().length === 1) return seriousViolationsInPage(page);
  await finiteAnimationsEnded(page);
  // @axe-core/playwright types its page with its own playwright-core copy (a newer minor than
  // @playwright/test's); the object is the same at run time
  const { violations } = await new AxeBuilder({ page: page as unknown as AxePage }).analyze();
  return seriousLines(violations);
}

// What the every-route test asks of each page: it stays on its path, has one h1, no serious or
// critical axe violation, no sideways scrolling at 375 px and no console error. Problems come back
// as lines "kind path: detail", so one run lists everything that is wrong.
import type { Page } from '@playwright/test';
import { seriousViolationsInPage } from './axe-in-page.ts';

export const DESKTOP = { width: 1366, height: 800 };
export const PHONE = { width: 375, height: 740 };

/** Collects the page's console errors and uncaught exceptions, and counts its requests in flight. */
export function watch(page: Page) {
  const errors: string[] = [];
  let inFlight = 0;
  // every request: the next page's code (a lazy chunk) as well as its data
  const counted = (url: string) => url.startsWith('http');
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(`uncaught ${e.message}`));
  page.on('request', (r) => void (counted(r.url()) && inFlight++));
  const done = (r: { url(): string }) => void (counted(r.url()) && inFlight--);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    /** the errors since the last call */
    takeErrors: () => errors.splice(0),
    /** until no request has been in flight for 300 ms (at most 8 s: a stream may stay open) */
    async quiet() {
      const end = Date.now() + 8_000;
      let calm = 0;
      while (Date.now() < end && calm < 3) {
        calm = inFlight > 0 ? 0 : calm + 1;
        await page.waitForTimeout(100);
      }
    },
  };
}

/** Opens a path the way a link in the app does (no reload): the router follows the history entry. */
export async function openInApp(page: Page, path: string) {
  await page.evaluate((p) => {
    window.history.pushState(null, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Until the page shows a visible heading and no spinner or skeleton (at most 60 s, for a loaded machine; the checks then say what is missing). */
export async function settle(page: Page, quiet: () => Promise<void>) {
  // the router keeps the last page on screen while the next one's code loads: wait for that first
  await quiet();
  await page
    .waitForFunction(
      () => {
        const shown = (sel: string) => [...document.querySelectorAll<HTMLElement>(sel)].some((e) => e.offsetParent);
        return shown('h1') && !shown('.ant-spin-spinning, .ant-skeleton-active');
      },
      undefined,
      { timeout: 60_000 },
    )
    .catch(() => undefined);
  await quiet();
}

/** The elements that reach past the viewport's right edge (the innermost few), for the report. */
async function overflowing(page: Page) {
  return page.evaluate(() => {
    const w = window.innerWidth;
    const wide = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
      (e) => e.getBoundingClientRect().right > w + 1 && e.offsetParent !== null,
    );
    const innermost = wide.filter((e) => !wide.some((o) => o !== e && e.contains(o)));
    const name = (e: HTMLElement) =>
      `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${[...e.classList].map((c) => `.${c}`).join('')}`;
    return innermost.slice(0, 3).map((e) => `${name(e)} (${Math.round(e.getBoundingClientRect().right)} px)`);
  });
}

/** The problems of the page now showing, which should be `path`. */
export async function routeProblems(page: Page, path: string, errors: string[]): Promise<string[]> {
  const problems: string[] = [];
  const at = new URL(page.url());
  if (at.pathname !== new URL(path, at).pathname) problems.push(`redirect ${path}: landed on ${at.pathname}`);
  const h1 = await page.locator('h1:visible').allInnerTexts();
  if (h1.length !== 1) {
    const loading = await page.locator('.ant-spin-spinning:visible, .ant-skeleton-active:visible').count();
    problems.push(`h1 ${path}: ${h1.length} visible h1 ${JSON.stringify(h1)}${loading ? ' (still loading)' : ''}`);
  }
  for (const v of await seriousViolationsInPage(page)) problems.push(`axe ${path}: ${v}`);
  await page.setViewportSize(PHONE);
  const extra = async () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  let over = await extra();
  for (let i = 0; i < 10 && over > 0; i++) {
    await page.waitForTimeout(200); // the shell collapses its menu on a breakpoint listener
    over = await extra();
  }
  if (over > 0)
    problems.push(`sideways ${path}: ${375 + over} px wide at 375 px; ${(await overflowing(page)).join(', ')}`);
  await page.setViewportSize(DESKTOP);
  for (const e of errors) problems.push(`console ${path}: ${e.slice(0, 300)}`);
  return problems;
}

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
  let lastChange = Date.now();
  // every request: the next page's code (a lazy chunk) as well as its data
  const counted = (url: string) => url.startsWith('http');
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(`uncaught ${e.message}`));
  const change = (by: number) => (url: string) => {
    if (!counted(url)) return;
    inFlight += by;
    lastChange = Date.now();
  };
  page.on('request', (r) => change(1)(r.url()));
  page.on('requestfinished', (r) => change(-1)(r.url()));
  page.on('requestfailed', (r) => change(-1)(r.url()));
  /** ms without a request starting or ending, counted from `since` at the latest (0 while one is in flight) */
  const calmSince = (since: number) => (inFlight > 0 ? 0 : Date.now() - Math.max(since, lastChange));
  return {
    /** the errors since the last call */
    takeErrors: () => errors.splice(0),
    calmSince,
    /** until no request has started or ended for 300 ms since the call (at most 8 s: a stream may stay open);
     * timed here from the request events, not by polling the page */
    async quiet() {
      const start = Date.now();
      while (calmSince(start) < 300 && Date.now() < start + 8_000) await sleep(50);
    },
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Opens a path the way a link in the app does (no reload): the router follows the history entry. The
 * headings showing now are noted, so settle can tell the next page's from them. */
export async function openInApp(page: Page, path: string) {
  await page.evaluate((p) => {
    Object.assign(window, {
      e2eOldHeadings: new Map([...document.querySelectorAll('h1')].map((h) => [h, h.innerText])),
    });
    window.history.pushState(null, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** A visible h1 that openInApp did not note, or whose text changed (a fresh document has none noted). */
const newHeading = () => {
  const old = (window as unknown as { e2eOldHeadings?: Map<Element, string> }).e2eOldHeadings ?? new Map();
  return [...document.querySelectorAll<HTMLElement>('h1')].some(
    (h) => h.offsetParent && (!old.has(h) || old.get(h) !== h.innerText),
  );
};

/** Until the page shows its own visible heading and no spinner or skeleton (at most 60 s, for a loaded
 * machine; the checks then say what is missing), and its requests have ended. */
export async function settle(page: Page, watcher: ReturnType<typeof watch>) {
  // the router keeps the last page on screen while the next one's code loads: wait for the next
  // page's heading; a page that keeps the last one's (another tab of one page) after 2 s without requests
  const start = Date.now();
  while (
    Date.now() < start + 60_000 &&
    watcher.calmSince(start) < 2_000 &&
    !(await page.evaluate(newHeading).catch(() => false))
  )
    await sleep(100);
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
  await watcher.quiet();
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

/** Until the viewport has its new width and the page shows its h1 again (the shell re-lays out on a breakpoint). */
async function resize(page: Page, size: typeof DESKTOP) {
  await page.setViewportSize(size);
  await page
    .waitForFunction(
      (w) => window.innerWidth === w && [...document.querySelectorAll<HTMLElement>('h1')].some((e) => e.offsetParent),
      size.width,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
}

/** The problems at 1366 px: one visible h1, no serious or critical axe violation. */
async function desktopProblems(page: Page, path: string) {
  const problems: string[] = [];
  const h1 = await page.locator('h1:visible').allInnerTexts();
  if (h1.length !== 1) {
    const loading = await page.locator('.ant-spin-spinning:visible, .ant-skeleton-active:visible').count();
    problems.push(`h1 ${path}: ${h1.length} visible h1 ${JSON.stringify(h1)}${loading ? ' (still loading)' : ''}`);
  }
  for (const v of await seriousViolationsInPage(page)) problems.push(`axe ${path}: ${v}`);
  return problems;
}

/** The problem at 375 px: sideways scrolling. */
async function phoneProblems(page: Page, path: string) {
  const extra = async () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  let over = await extra();
  for (let i = 0; i < 10 && over > 0; i++) {
    await page.waitForTimeout(200); // the shell collapses its menu on a breakpoint listener
    over = await extra();
  }
  return over > 0 ? [`sideways ${path}: ${375 + over} px wide at 375 px; ${(await overflowing(page)).join(', ')}`] : [];
}

/** The problems of the page now showing, which should be `path`: checked at the width it was opened at, then
 * at the other one, where the page stays (so the next page is opened there: one resize per page, not two). */
export async function routeProblems(page: Page, path: string, errors: string[]): Promise<string[]> {
  const problems: string[] = [];
  const at = new URL(page.url());
  if (at.pathname !== new URL(path, at).pathname) problems.push(`redirect ${path}: landed on ${at.pathname}`);
  if (page.viewportSize()?.width === PHONE.width) {
    problems.push(...(await phoneProblems(page, path)));
    await resize(page, DESKTOP);
    problems.push(...(await desktopProblems(page, path)));
  } else {
    problems.push(...(await desktopProblems(page, path)));
    await resize(page, PHONE);
    problems.push(...(await phoneProblems(page, path)));
  }
  for (const e of errors) problems.push(`console ${path}: ${e.slice(0, 300)}`);
  return problems;
}

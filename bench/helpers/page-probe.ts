// What the pages bench reads inside the browser (bench/pages.bench.ts): an init script that
// buffers long tasks from the document's start, and one function that waits until a route's
// content shows (its h1 and a first data row, card or empty state, none of them left over from
// the previous route) and returns when that was, with the resource timing of every request.
import type { Page } from '@playwright/test';

export interface Req {
  path: string;
  kind: string;
  start: number;
  end: number;
}
export interface Probe {
  contentAt: number;
  fcp: number | undefined;
  /** the page's own first-paint mark (the dashboard sets one), when it has one */
  firstPaint?: number;
  requests: Req[];
  longTasks: { start: number; duration: number }[];
}

/** Buffers long tasks (before Playwright can ask) into window.__benchLong. */
export async function installProbe(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __benchLong: { start: number; duration: number }[] };
    w.__benchLong = [];
    try {
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) w.__benchLong.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    } catch {
      /* no long-task timing in this browser */
    }
  });
}

export const CONTENT =
  '.ant-table-tbody tr.ant-table-row, .ant-card:not(.ant-card-loading), .ant-list-item, .ant-empty, form';

/** Marks what is on screen as old, so the next route's content is told apart from it. */
export const markOld = (page: Page) =>
  page.evaluate((sel) => {
    for (const e of document.querySelectorAll(`h1, ${sel}`)) e.setAttribute('data-bench-old', '');
  }, CONTENT);

/** Waits (in the page, one check a frame) until the content shows; `since` is the page clock's
 * start of this navigation (0 for a new document). */
export async function waitForContent(page: Page, since: number, timeoutMs = 60_000): Promise<Probe> {
  const handle = await page.waitForFunction(
    ({ sel, since }) => {
      // no named functions in here: tsx's __name helper does not exist in the page
      const h1 = [...document.querySelectorAll('h1:not([data-bench-old])')].find((e) => e.getClientRects().length > 0);
      const item = [...document.querySelectorAll(sel)].find(
        (e) => !e.hasAttribute('data-bench-old') && e.getClientRects().length > 0,
      );
      if (!h1 || !item) return false;
      const contentAt = performance.now();
      const requests = performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime >= since)
        .map((e) => {
          const r = e as PerformanceResourceTiming;
          return { path: new URL(r.name).pathname, kind: r.initiatorType, start: r.startTime, end: r.responseEnd };
        });
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      const firstPaint = performance.getEntriesByName('dashboard-first-paint')[0]?.startTime;
      const longTasks =
        (window as unknown as { __benchLong?: { start: number; duration: number }[] }).__benchLong ?? [];
      return { contentAt, fcp, firstPaint, requests, longTasks: longTasks.filter((t) => t.start >= since) };
    },
    { sel: CONTENT, since },
    { polling: 'raf', timeout: timeoutMs },
  );
  return (await handle.jsonValue()) as Probe;
}

/** In-app navigation: the router's own history, as a click on a menu link does it. */
export async function navigateInApp(page: Page, path: string): Promise<number> {
  return page.evaluate((p) => {
    const t = performance.now();
    history.pushState({}, '', p);
    dispatchEvent(new PopStateEvent('popstate', { state: {} }));
    return t;
  }, path);
}

/** The longest chain of requests where each one started after the one before it ended (how many
 * round trips deep the page waited), and that chain. */
export function waterfallDepth(reqs: Req[]): Req[] {
  const sorted = [...reqs].sort((a, b) => a.start - b.start);
  const best = new Map<Req, Req[]>();
  for (const r of sorted) {
    let chain: Req[] = [];
    for (const p of sorted) if (p.end <= r.start && (best.get(p)?.length ?? 0) > chain.length) chain = best.get(p)!;
    best.set(r, [...chain, r]);
  }
  return [...best.values()].reduce((a, b) => (b.length > a.length ? b : a), []);
}

// The request budget of a new page (issue #32): how many API requests a route makes before its
// content shows, and that none of them is asked twice. A new waterfall or a duplicated start-up
// query fails here without timing anything (docs/speed.md).
import { gzipSync } from 'node:zlib';
import { test, expect } from './helpers/fixtures.ts';
import { signIn } from './helpers/sign-in.ts';

// /api requests from the start of a new page until its h1 shows (start-up included): the start-up
// asks one (GET /api/boot) beside the bell, where it asked three, one after the other, before (docs/speed.md)
const BUDGET = 2;
// what GET /api/boot answers; asking one of them too before the content is a start-up waterfall back
// in-app navigation to a list page whose lookups are loaded: its rows, and the access reload's two
// reads (blocked paths, the role's permissions) beside them (src/providers/access-refresh.ts)
const NAV_BUDGET = 3;
// gzipped JS before the first paint of /dashboard: 391 kB in the CI run of 2026-11-28 (casbin, in
// its own chunk, still arrives before the first paint: the shell waits for the first access
// decision; a hand-written stand-in for casbin was tried at 357 kB and not kept, docs/speed.md). The
// issue's target is 300 kB; this only keeps it from growing.
const FIRST_PAINT_JS_KB = 395;
const STARTUP_READS = /^GET \/api\/me $|loggedin_user|admin_list_roles|app_controls/;

async function requestsUntilContent(page: import('@playwright/test').Page, path: string) {
  const seen: { line: string; request: import('@playwright/test').Request }[] = [];
  let started = false; // the previous page's last requests are not this one's
  let done = false;
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (r.resourceType() === 'document' && r.frame() === page.mainFrame()) started = true;
    if (started && !done && url.pathname.startsWith('/api/'))
      seen.push({ line: `${r.method()} ${url.pathname} ${r.postData() ?? ''}`, request: r });
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  done = true;
  // before the page's own first-paint mark (its h1 is in that paint), not before Playwright's next
  // look: the widgets' requests start right after it, within one poll on a fast start
  const painted = await page.evaluate(() => {
    const mark = performance.getEntriesByName('dashboard-first-paint')[0];
    return mark ? performance.timeOrigin + mark.startTime : Date.now();
  });
  // Playwright fills a request's timing in when its response arrives (startTime is 0 before): a request
  // still in flight would count as started at once
  await Promise.all(seen.map((s) => s.request.response().catch(() => null)));
  return seen.filter((s) => s.request.timing().startTime <= painted).map((s) => s.line);
}

for (const [email, path] of [
  ['admin@demo-academy.test', '/dashboard'],
  ['teacher@demo-academy.test', '/dashboard'],
  ['student@demo-academy.test', '/dashboard'],
] as const) {
  test(`${email} ${path}: at most ${BUDGET} API requests before content, none twice`, async ({ page }) => {
    await signIn(page, email);
    const seen = await requestsUntilContent(page, path);
    const twice = seen.filter((r, i) => seen.indexOf(r) !== i);
    expect(twice, `asked twice:\n${seen.join('\n')}`).toEqual([]);
    expect(seen.length, seen.join('\n')).toBeLessThanOrEqual(BUDGET);
    expect(
      seen.filter((r) => STARTUP_READS.test(r)),
      seen.join('\n'),
    ).toEqual([]);
    expect(seen.filter((r) => r.startsWith('GET /api/boot')).length, seen.join('\n')).toBe(1);
  });
}

test("a new page's code is requested while the session still loads, not after it", async ({ page }) => {
  await signIn(page, 'admin@demo-academy.test');
  // hold the start-up's last request (GET /api/boot) until the page's chunk is asked for:
  // when start-up fetched the page's code only after the session, it never was (src/preload-route.ts)
  let chunkAsked!: () => void;
  const asked = new Promise<void>((r) => (chunkAsked = r));
  page.on('request', (r) => {
    if (/\/assets\/students-list-[^/]+\.js$/.test(r.url())) chunkAsked();
  });
  let held = false;
  let inTime: boolean | undefined;
  await page.route('**/api/boot', async (route) => {
    if (held) return route.continue();
    held = true;
    const late = new Promise<boolean>((r) => setTimeout(() => r(false), 20_000));
    inTime = await Promise.race([asked.then(() => true), late]);
    await route.continue();
  });
  await page.goto('/students');
  // past the 20 s hold when the chunk never comes, so the assertion below says why
  await expect(page.getByRole('heading', { name: 'Students', level: 1 })).toBeVisible({ timeout: 60_000 });
  expect(held, 'the start-up asked GET /api/boot').toBe(true);
  expect(inTime, 'the page chunk was requested while the session loaded').toBe(true);
});

/** Counts, from now on, each loading view (src/layout/page-loading.tsx) put on the page. */
const countLoadingViews = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const w = window as unknown as { loadingViews: number };
    w.loadingViews = 0;
    new MutationObserver((changes) => {
      for (const c of changes)
        for (const n of c.addedNodes)
          if (n instanceof HTMLElement && (n.matches('[role=status]') || n.querySelector('[role=status] .ant-spin')))
            w.loadingViews++;
    }).observe(document.body, { childList: true, subtree: true });
  });

// In-app navigation between list pages (issue #32, docs/speed.md): the list's lookups (picker and
// filter options) are reused from the page before, not asked again, and a menu entry pointed at asks
// for its page's code before the click.
test('in-app navigation: a list page asks its rows, not the lookups it already has', async ({ page }) => {
  await signIn(page, 'admin@demo-academy.test');
  await page.goto('/students');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  const menu = page.getByRole('complementary');
  const courses = menu.getByRole('link', { name: 'Courses', exact: true });
  const chunk = page.waitForRequest(/\/assets\/courses-list-[^/]+\.js$/, { timeout: 20_000 });
  await courses.hover();
  await chunk; // asked on hover, before any click (src/layout/shell-layout.tsx)

  const seen: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) seen.push(`${r.method()} ${r.postData() ?? r.url()}`);
  });
  await countLoadingViews(page);
  await courses.click();
  await expect(page.getByRole('heading', { name: 'Courses', level: 1 })).toBeVisible();
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  // the guard's loading view only: the layout's Suspense fallback, whose replacement React holds
  // back for 300 ms, is not shown on the way (src/components/route-guard.tsx)
  expect(await page.evaluate(() => (window as unknown as { loadingViews: number }).loadingViews)).toBe(1);
  // /students asked lookups/grades: /courses reuses it and asks only its own subjects
  expect(seen.filter((r) => r.includes('"bizobjfile":"lookups"')).map((r) => JSON.parse(r.slice(5)).api)).toEqual([
    'subjects',
  ]);
  seen.length = 0;
  await menu.getByRole('link', { name: 'Students', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Students', level: 1 })).toBeVisible();
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  // back on /students: its rows again (at most the access reload beside them), no lookup
  expect(
    seen.filter((r) => r.includes('"bizobjfile":"lookups"')),
    seen.join('\n'),
  ).toEqual([]);
  expect(seen.filter((r) => r.includes('"api":"students"')).length, seen.join('\n')).toBe(1);
  expect(seen.length, seen.join('\n')).toBeLessThanOrEqual(NAV_BUDGET);

  // /sections asks its rows of the current term only once it has the terms; opened again, the terms
  // are reused (src/components/term-picker.tsx), so its rows are not a second round trip behind them
  const sections = async () => {
    await menu.getByRole('link', { name: 'Sections', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Sections', level: 1 })).toBeVisible();
    await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  };
  await sections();
  await menu.getByRole('link', { name: 'Students', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Students', level: 1 })).toBeVisible();
  seen.length = 0;
  await sections();
  expect(
    seen.filter((r) => r.includes('"api":"terms"')),
    seen.join('\n'),
  ).toEqual([]);
  expect(seen.filter((r) => r.includes('"api":"sections"')).length, seen.join('\n')).toBe(1);
});

// The code a new /dashboard tab loads before its first paint (the page's performance mark; its
// widgets load after it), gzipped as a server would send it. Counted in bytes, not timed.
test('/dashboard: gzipped JS requested before its first paint stays within the budget', async ({ page }) => {
  await signIn(page, 'admin@demo-academy.test');
  await page.goto('/dashboard');
  const scripts = await page
    .waitForFunction(() => {
      const painted = performance.getEntriesByName('dashboard-first-paint')[0]?.startTime;
      if (painted === undefined) return false;
      return performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime <= painted && /\/assets\/[^/]+\.js$/.test(e.name))
        .map((e) => e.name);
    })
    .then((h) => h.jsonValue() as Promise<string[]>);
  let bytes = 0;
  for (const url of scripts) bytes += gzipSync(await (await page.request.get(url)).body(), { level: 9 }).length;
  expect(bytes / 1024, scripts.join('\n')).toBeLessThanOrEqual(FIRST_PAINT_JS_KB);
});

// antd's styles for the app's theme come from the built stylesheet (scripts/antd-static-css.ts):
// a list page made 49 style elements at run time before it, 7 with it (the modal holder's style,
// four keyframes, the icons'). When the stylesheet's hashes stop matching the app's theme (a token
// changed in one place only), every component makes its style again and this fails.
test("a list page's antd styles come from the built stylesheet", async ({ page }) => {
  await signIn(page, 'admin@demo-academy.test');
  await page.goto('/students');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  const made = await page.evaluate(() => [...document.querySelectorAll('style')].length);
  const linked = await page.evaluate(() =>
    [...document.querySelectorAll('link[rel=stylesheet]')].some((l) =>
      /\/assets\/antd-[^/]+\.css$/.test(l.getAttribute('href') ?? ''),
    ),
  );
  expect(linked, 'the built antd stylesheet is linked').toBe(true);
  expect(made).toBeLessThanOrEqual(10);
});

// The request budget of a new page (issue #32): how many API requests a route makes before its
// content shows, and that none of them is asked twice. A new waterfall or a duplicated start-up
// query fails here without timing anything (docs/speed.md).
import { test, expect } from './helpers/fixtures.ts';
import { signIn } from './helpers/sign-in.ts';

// /api requests from the start of a new page until its h1 shows (start-up included): the start-up
// asks one (GET /api/boot) beside the bell, where it asked three, one after the other, before (docs/speed.md)
const BUDGET = 2;
// what GET /api/boot answers; asking one of them too before the content is a start-up waterfall back
const STARTUP_READS = /^GET \/api\/me $|loggedin_user|admin_list_roles|app_controls/;

async function requestsUntilContent(page: import('@playwright/test').Page, path: string) {
  const seen: string[] = [];
  let started = false; // the previous page's last requests are not this one's
  let done = false;
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (r.resourceType() === 'document' && r.frame() === page.mainFrame()) started = true;
    if (started && !done && url.pathname.startsWith('/api/'))
      seen.push(`${r.method()} ${url.pathname} ${r.postData() ?? ''}`);
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  done = true;
  return seen;
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

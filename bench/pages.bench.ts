// npm run bench pages (issue #32): where a page's time goes. Signs each demo account in through the
// real login page, then loads the issue's routes as a new page (a new tab of the signed-in browser,
// its HTTP cache warm, BENCH_RUNS times; and once in a new browser profile, cache cold) and by
// in-app navigation from the route before it. For each: time to content (its h1 and a first row,
// card or empty state), API requests before content, the waterfall depth (the longest chain of
// requests each started after the one before ended), gzipped JS requested before content, long
// tasks. Prints the slowest route's waterfall (docs/speed.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import type { BenchResult } from './types.ts';
import { startServer } from './helpers/server.ts';
import { quantile } from './helpers/stats.ts';
import {
  installProbe,
  markOld,
  navigateInApp,
  waitForContent,
  waterfallDepth,
  type Probe,
} from './helpers/page-probe.ts';
import { CHROMIUM_LAUNCH } from '../tests/e2e/helpers/chromium.ts';
import { DEMO_PASSWORD } from '../server/demo/demo-data.ts';

const ROUTES: Record<string, string[]> = {
  'admin@demo-academy.test': [
    '/dashboard',
    '/students',
    '/sections',
    '/courses',
    '/admin/users',
    '/assignment-average-report',
  ],
  'teacher@demo-academy.test': ['/dashboard', '/teacher/my-sections', '/teacher-tools', '/tt/lesson-plan-generator'],
  'student@demo-academy.test': ['/dashboard', '/my-classes', '/my-courses', '/student-transcripts'],
};
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const gzCache = new Map<string, number>();
/** gzipped JS requested before `until` (default: the content) */
function jsKb(p: Probe, until = p.contentAt): number {
  let bytes = 0;
  for (const r of p.requests) {
    if (r.start > until || !r.path.startsWith('/assets/') || !r.path.endsWith('.js')) continue;
    const file = path.join('dist', r.path);
    if (!gzCache.has(file)) gzCache.set(file, zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length);
    bytes += gzCache.get(file)!;
  }
  return bytes / 1024;
}
const before = (p: Probe) => p.requests.filter((r) => r.start <= p.contentAt);
const api = (p: Probe) => before(p).filter((r) => r.path.startsWith('/api/') || r.path === '/config.json');

async function signIn(browser: Browser, url: string, email: string): Promise<BrowserContext> {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await installProbe(page);
  await page.goto(`${url}/dashboard`);
  await page.fill('input[name="login"]', email);
  await page.fill('input[name="password"]', DEMO_PASSWORD);
  await page.click('button[type="submit"]');
  await page.waitForURL('**/dashboard');
  await waitForContent(page, 0);
  return ctx;
}

async function newPage(ctx: BrowserContext, url: string): Promise<Probe> {
  const page = await ctx.newPage();
  await installProbe(page);
  await page.goto(url);
  const p = await waitForContent(page, 0);
  await page.close();
  return p;
}

interface Row {
  who: string;
  route: string;
  warm: Probe[];
  cold: Probe;
  nav?: Probe & { since: number };
}

function waterfall(p: Probe, since = 0): string {
  const chain = new Set(waterfallDepth(before(p)));
  return before(p)
    .sort((a, b) => a.start - b.start)
    .map((r) => {
      const t = `${(r.start - since).toFixed(0).padStart(5)}-${(r.end - since).toFixed(0).padStart(5)} ms`;
      return `  ${t} ${chain.has(r) ? '*' : ' '} ${r.kind.padEnd(14)} ${r.path}`;
    })
    .join('\n');
}

export default async function (): Promise<BenchResult[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-bench-pages-'));
  const server = await startServer({ DATA_DIR: dataDir });
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const rows: Row[] = [];
  try {
    for (const [email, routes] of Object.entries(ROUTES)) {
      const ctx = await signIn(browser, server.url, email);
      const state = await ctx.storageState();
      for (const route of routes) {
        const warm: Probe[] = [];
        for (let i = 0; i < RUNS; i++) warm.push(await newPage(ctx, `${server.url}${route}`));
        const coldCtx = await browser.newContext({ storageState: state });
        const cold = await newPage(coldCtx, `${server.url}${route}`);
        await coldCtx.close();
        rows.push({ who: email.split('@')[0], route, warm, cold });
      }
      // in-app navigation: one tab walks the routes in order, each from the one before it
      const page = await ctx.newPage();
      await installProbe(page);
      await page.goto(`${server.url}${routes[0]}`);
      await waitForContent(page, 0);
      for (const route of [...routes.slice(1), routes[0]]) {
        await page.waitForTimeout(1200); // past the access reload's one-second reuse
        await markOld(page);
        const since = await navigateInApp(page, route);
        const p = await waitForContent(page, since);
        rows.find((r) => r.who === email.split('@')[0] && r.route === route)!.nav = { ...p, since };
      }
      await ctx.close();
    }
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return report(rows);
}

function report(rows: Row[]): BenchResult[] {
  const load = os.loadavg()[0].toFixed(1);
  const out: BenchResult[] = [];
  for (const r of rows) {
    const t = quantile(
      r.warm.map((p) => p.contentAt),
      0.5,
    );
    const w = r.warm[0];
    const long = w.longTasks.filter((l) => l.start <= w.contentAt);
    const navMs = r.nav ? r.nav.contentAt - r.nav.since : NaN;
    const note =
      `cold ${r.cold.contentAt.toFixed(0)} ms; nav ${navMs.toFixed(0)} ms` +
      `${r.nav ? ` (${api(r.nav).length} API req, depth ${waterfallDepth(before(r.nav)).length})` : ''}; ` +
      `${api(w).length} API req, depth ` +
      `${waterfallDepth(before(w)).length}; JS ${jsKb(r.cold).toFixed(0)} kB gz (cold); ` +
      `${long.length} long tasks ${long.reduce((a, l) => a + l.duration, 0).toFixed(0)} ms`;
    out.push({ name: `${r.who} ${r.route} new page, time to content p50`, value: t, unit: 'ms', note });
  }
  const all = rows.map((r) =>
    quantile(
      r.warm.map((p) => p.contentAt),
      0.5,
    ),
  );
  const navs = rows.filter((r) => r.nav).map((r) => r.nav!.contentAt - r.nav!.since);
  const slowest = rows.reduce((a, b) => (b.cold.contentAt > a.cold.contentAt ? b : a));
  console.log(
    `\nslowest cold new page: ${slowest.who} ${slowest.route} (${slowest.cold.contentAt.toFixed(0)} ms, load ${load}); * = deepest chain`,
  );
  console.log(waterfall(slowest.cold));
  const slowNav = rows
    .filter((r) => r.nav)
    .reduce((a, b) => (b.nav!.contentAt - b.nav!.since > a.nav!.contentAt - a.nav!.since ? b : a));
  console.log(`\nslowest in-app navigation: ${slowNav.who} ${slowNav.route}`);
  console.log(waterfall(slowNav.nav!, slowNav.nav!.since));
  const dash = rows.find((r) => r.who === 'admin' && r.route === '/dashboard')!;
  out.push(
    {
      name: 'new page (warm cache), time to content p50 over the routes',
      value: quantile(all, 0.5),
      unit: 'ms',
      target: '< 1000 ms',
      note: `load ${load}`,
    },
    { name: 'new page (warm cache), slowest route p50', value: Math.max(...all), unit: 'ms', target: '< 1500 ms' },
    {
      name: 'new page (cold cache), time to content p50 over the routes',
      value: quantile(
        rows.map((r) => r.cold.contentAt),
        0.5,
      ),
      unit: 'ms',
    },
    { name: 'in-app navigation, time to content p50', value: quantile(navs, 0.5), unit: 'ms', target: '< 300 ms' },
    {
      // the issue's measure (until the page's first-paint mark; its widgets load after it). The
      // bundle bench counts the sign-in page and everything until the network is idle.
      name: 'admin /dashboard cold: gzipped JS requested before its first paint',
      value: jsKb(dash.cold, dash.cold.firstPaint ?? dash.cold.contentAt),
      unit: 'kB',
      target: '< 300 kB',
      note: `${jsKb(dash.cold).toFixed(0)} kB before its content (the first widget's card)`,
    },
  );
  return out;
}

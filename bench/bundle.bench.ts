// Gzipped JavaScript a browser loads for the sign-in page and for /dashboard (after signing in
// through the real login page), against all the JavaScript the build emitted. Which scripts a page
// loaded comes from the browser's resource timing (cached or not), their gzip size from dist/, so
// a loaded machine cannot drop a script body from the count. /dashboard is counted until the network
// is idle (its widgets and charts included); BENCH_VERBOSE=1 lists each script and marks those
// requested after the page's first paint. The JS before that first paint (the issue #32 target) is
// one figure of `npm run bench pages`, not counted twice.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { chromium, type Page } from '@playwright/test';
import type { BenchResult } from './types.ts';
import { startServer } from './helpers/server.ts';
import { CHROMIUM_LAUNCH } from '../tests/e2e/helpers/chromium.ts';

const gz = (b: Buffer) => zlib.gzipSync(b, { level: 9 }).length;

function trackScripts(page: Page) {
  const seen = new Map<string, number>();
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    try {
      seen.set(res.url(), gz(await res.body()));
    } catch {
      /* navigated away */
    }
  });
  return seen;
}
const kb = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0) / 1024;

/** The build's scripts the page has requested (started before `before`, ms on its clock), by gzip size. */
async function requestedScripts(page: Page, before = Infinity): Promise<Map<string, number>> {
  const names = await page.evaluate(
    (limit) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime <= limit && new URL(e.name).pathname.startsWith('/assets/'))
        .map((e) => new URL(e.name).pathname.slice('/assets/'.length)),
    before,
  );
  const out = new Map<string, number>();
  for (const n of names) {
    if (n.endsWith('.js')) out.set(n, gz(fs.readFileSync(path.join('dist', 'assets', n))));
  }
  return out;
}

export default async function (): Promise<BenchResult[]> {
  if (spawnSync('node', ['scripts/ensure-build.mjs'], { stdio: 'inherit' }).status !== 0)
    throw new Error('build failed');
  const assets = path.join('dist', 'assets');
  const allJs =
    fs
      .readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .reduce((a, f) => a + gz(fs.readFileSync(path.join(assets, f))), 0) / 1024;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-bench-bundle-'));
  const server = await startServer({ DATA_DIR: dataDir });
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const page = await browser.newPage();
    const signIn = trackScripts(page);
    await page.goto(`${server.url}/dashboard`);
    await page.waitForSelector('input[name="login"]');
    const signInKb = kb(signIn);
    const dash = trackScripts(page);
    await page.fill('input[name="login"]', 'admin@demo-academy.test');
    await page.fill('input[name="password"]', 'Welcome-2026');
    await page.click('button[type="submit"]');
    await page.waitForURL('**/dashboard');
    // The callback is a new document: every script /dashboard needs is requested again (or taken
    // from the cache, which resource timing lists too).
    // the page marks its first paint (src/pages/dashboard/dashboard-page.tsx); its widgets and
    // charts are requested after it
    const painted = await page.waitForFunction(
      () => performance.getEntriesByName('dashboard-first-paint')[0]?.startTime,
    );
    const paintedAt = (await painted.jsonValue()) as number;
    await page.waitForLoadState('networkidle');
    const first = await requestedScripts(page, paintedAt);
    const all = await requestedScripts(page);
    const dashKb = kb(all);
    const byResponse = kb(dash);
    if (process.env.BENCH_VERBOSE) {
      for (const [u, n] of [...all].sort((a, b) => b[1] - a[1]))
        console.log(`  ${(n / 1024).toFixed(1)} kB ${u}${first.has(u) ? '' : ' (after the first paint)'}`);
    }
    return [
      {
        name: 'sign-in page JS (gzip)',
        value: signInKb,
        unit: 'kB',
        baseline: { name: 'all JS in the build', value: allJs },
        ratio: signInKb / allJs,
        target: '< 400 kB',
      },
      {
        name: '/dashboard JS until the network is idle, charts included (gzip)',
        value: dashKb,
        unit: 'kB',
        baseline: { name: 'all JS in the build', value: allJs },
        ratio: dashKb / allJs,
        note: `${all.size} scripts; response bodies read by the bench: ${byResponse.toFixed(0)} kB`,
      },
    ];
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// Gzipped JavaScript a browser loads for the sign-in page and for /dashboard (after signing in
// through the real login page), against all the JavaScript the build emitted.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { chromium, type Page } from '@playwright/test';
import type { BenchResult } from './types.ts';
import { startServer } from './helpers/server.ts';

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
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
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
    await page.waitForLoadState('networkidle');
    // The callback is a new document: every script /dashboard needs is requested again.
    const dashKb = kb(dash);
    if (process.env.BENCH_VERBOSE) {
      for (const [u, n] of [...dash].sort((a, b) => b[1] - a[1]))
        console.log(`  ${(n / 1024).toFixed(1)} kB ${u.split('/').pop()}`);
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
        name: '/dashboard JS on first visit (gzip)',
        value: dashKb,
        unit: 'kB',
        baseline: { name: 'all JS in the build', value: allJs },
        ratio: dashKb / allJs,
        target: '< 400 kB',
      },
    ];
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

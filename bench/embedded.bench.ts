// #29: the default database, a PostgreSQL server that npm start starts under DATA_DIR
// (server/db/embedded-postgres.ts). Measured with the server as npm start runs it (the esbuild
// bundle; the build is not counted): a first start on an empty folder (cluster, migrations, demo
// seed) and a restart, to /api/health; a teacher's list request while a 5,000-user roster import
// runs, against the same request alone in the same run; the app killed (SIGKILL) during writes
// six times, each restart finding the server the killed app left. Throughput against a separately
// started server is in bench/listmodel.bench.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import type { BenchResult } from './types.ts';
import { servedEnv } from './helpers/large.ts';
import { freePort, waitForHealth } from './helpers/server.ts';
import { rosterSize, writeRosterZip } from './helpers/roster-bundle.ts';
import { loadConfig } from '../server/config.ts';
import { startApp } from '../server/start.ts';
import { loginAs } from '../tests/helpers/oidc-login.ts';
import { ADMIN, TEACHER } from '../tests/helpers/demo-accounts.ts';
import { headOfLine, p50 } from '../tests/helpers/head-of-line.ts';
import { killDuringWrites } from '../tests/helpers/kill-writes.ts';

const KILLS = 6;

/** The bundle on `env`'s port: milliseconds to healthy, and its stop (SIGTERM, to exit). */
async function startBundle(env: Record<string, string>) {
  const t0 = performance.now();
  const proc = spawn(process.execPath, ['dist-server/main.mjs'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(env.PUBLIC_URL, 180_000);
  const ms = performance.now() - t0;
  const stop = async () => {
    const s0 = performance.now();
    if (proc.exitCode === null) await new Promise((r) => (proc.once('exit', r), proc.kill('SIGTERM')));
    return performance.now() - s0;
  };
  return { ms, stop, url: env.PUBLIC_URL };
}

async function tokens(env: Record<string, string>) {
  const app = await startApp(loadConfig({ ...process.env, ...env, LOG_LEVEL: 'silent' }), {
    logger: false,
    seed: false,
  });
  try {
    return { admin: (await loginAs(app, ADMIN)).access_token, teacher: (await loginAs(app, TEACHER)).access_token };
  } finally {
    await app.close();
  }
}

export default async function (): Promise<BenchResult[]> {
  const log = (s: string) => console.log(`  ${s}`);
  if (spawnSync(process.execPath, ['scripts/ensure-build.mjs'], { stdio: 'inherit' }).status !== 0)
    throw new Error('build failed');
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-bench-embedded-'));
  fs.chmodSync(root, 0o755);
  const dataDir = path.join(root, 'data');
  const env = servedEnv({ DATA_DIR: dataDir, DATABASE_URL: '', STATIC_DIR: path.resolve('dist') }, await freePort());
  try {
    const first = await startBundle({ ...env, SEED: 'true' });
    const firstStop = await first.stop();
    const auth = await tokens(env);
    const again = await startBundle(env);
    log(`first start ${first.ms.toFixed(0)} ms, restart ${again.ms.toFixed(0)} ms, stop ${firstStop.toFixed(0)} ms`);

    const zip = path.join(root, 'roster.zip');
    writeRosterZip(rosterSize(0.25), zip);
    const bytes = fs.readFileSync(zip);
    const list = async () => {
      const r = await fetch(`${again.url}/api/query/listmodel`, {
        method: 'POST',
        headers: { authorization: `Bearer ${auth.teacher}`, 'content-type': 'application/json' },
        body: JSON.stringify({ bizobjfile: 'courses', api: 'courses', rowsize: 50 }),
      });
      if (r.status !== 200) throw new Error(`list: ${r.status} ${await r.text()}`);
      await r.arrayBuffer();
    };
    const importRoster = async () => {
      const form = new FormData();
      form.append('file', new Blob([bytes]), 'roster.zip');
      const r = await fetch(`${again.url}/api/rostering/oneroster`, {
        method: 'POST',
        headers: { authorization: `Bearer ${auth.admin}` },
        body: form,
      });
      if (r.status !== 200) throw new Error(`import: ${r.status} ${(await r.text()).slice(0, 300)}`);
    };
    const hol = await headOfLine(list, importRoster);
    await again.stop();

    const kill = await killDuringWrites(path.join(root, 'kill'), KILLS, log);
    const alone = p50(hol.alone);
    return [
      {
        name: 'first start on an empty folder, to healthy',
        value: first.ms,
        unit: 'ms',
        target: '< 30 s',
        note: 'bundle built beforehand; cluster, migrations, demo seed',
      },
      { name: 'restart on the same folder, to healthy', value: again.ms, unit: 'ms', target: '< 5 s' },
      { name: 'stop (SIGTERM to exit, the PostgreSQL server stopped)', value: firstStop, unit: 'ms' },
      {
        name: "teacher's list request during a 5,000-user roster import: slowest",
        value: hol.during.at(-1)!,
        unit: 'ms',
        target: '< 1000 ms',
        note: `${hol.during.length} requests one after another during the import (${hol.importMs.toFixed(0)} ms); the former embedded database: 15.0 s`,
      },
      {
        name: "teacher's list request during the import: p50",
        value: p50(hol.during),
        unit: 'ms',
        baseline: { name: 'same request, nothing else running', value: alone },
        ratio: p50(hol.during) / alone,
        target: '<= 2x',
      },
      {
        name: `acknowledged writes lost over ${KILLS} SIGKILLs of the app`,
        value: kill.lost,
        unit: 'writes',
        target: '0',
        note: `${kill.acknowledged} acknowledged; every restart healthy, in ${kill.restartMs.map((m) => (m / 1000).toFixed(1)).join(', ')} s (tsx)`,
      },
    ];
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

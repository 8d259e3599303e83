// The embedded PostgreSQL server (server/db/embedded-postgres.ts) is managed, not leaked: a first
// start makes the cluster under DATA_DIR/pg and says where it runs (lms-server.json), a restart
// finds the same data, a second owner of the folder is refused with a clear message, and after
// the owner is killed (SIGKILL) the server it left running is stopped and started again on the
// same data. The app killed while writing loses no acknowledged write (embedded-kill.test.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { serverInfoFile, startEmbeddedPostgres } from '../../server/db/embedded-postgres.ts';
import { isAlive } from '../../server/db/embedded-postgres-lock.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-embedded-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function query(url: string, text: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text)).rows;
  } finally {
    await c.end();
  }
}

/** Another process owning the folder; answers it and its server's URL. */
async function otherOwner(): Promise<{ proc: ChildProcess; url: string }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'tests/helpers/embedded-owner.ts', dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const first = await new Promise<string>((resolve, reject) => {
    createInterface({ input: proc.stdout! }).once('line', resolve);
    proc.once('exit', (code) => reject(new Error(`the owner ended (${code})`)));
  });
  return { proc, url: first };
}

const postmasterPid = () =>
  Number(fs.readFileSync(path.join(dataDir, 'pg', 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);

describe('the embedded PostgreSQL server', () => {
  it('starts on an empty folder, says where it runs, and restarts on the same data', async () => {
    const first = await startEmbeddedPostgres({ dataDir, log: () => {} });
    const info = JSON.parse(fs.readFileSync(serverInfoFile(dataDir), 'utf8'));
    expect(info).toEqual({ url: first.url, pid: postmasterPid(), port: Number(new URL(first.url).port) });
    await query(first.url, 'CREATE TABLE kept (n int); INSERT INTO kept VALUES (42)');
    await first.stop();
    expect(fs.existsSync(serverInfoFile(dataDir))).toBe(false);
    expect(isAlive(info.pid)).toBe(false);
    const t0 = performance.now();
    const again = await startEmbeddedPostgres({ dataDir, log: () => {} });
    console.log(`[embedded] restart on existing data: ${(performance.now() - t0).toFixed(0)} ms`);
    expect(await query(again.url, 'SELECT n FROM kept')).toEqual([{ n: 42 }]);
    await again.stop();
  });

  it('refuses a second owner of the folder, and takes over the server a killed owner left', async () => {
    const other = await otherOwner();
    const owner = other.proc.pid!;
    await expect(startEmbeddedPostgres({ dataDir, log: () => {} })).rejects.toThrow(
      `DATA_DIR ${dataDir} is in use by another LMS server (pid ${owner})`,
    );
    const orphan = postmasterPid();
    other.proc.kill('SIGKILL');
    await new Promise((r) => other.proc.once('exit', r));
    // the killed owner's server still runs (its own process group), and still answers
    expect(isAlive(orphan)).toBe(true);
    expect(await query(other.url, 'SELECT n FROM kept')).toEqual([{ n: 42 }]);
    const logged: string[] = [];
    const next = await startEmbeddedPostgres({ dataDir, log: (m) => logged.push(m) });
    expect(logged.join('\n')).toContain(`stopping PostgreSQL (pid ${orphan}) left running`);
    expect(isAlive(orphan)).toBe(false);
    expect(postmasterPid()).not.toBe(orphan);
    expect(await query(next.url, 'SELECT n FROM kept')).toEqual([{ n: 42 }]);
    await next.stop();
  });
});

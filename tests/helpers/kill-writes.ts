// The app killed (SIGKILL) while it writes, then started again on the same DATA_DIR: every write
// it acknowledged must be there, and the restart must find and stop the PostgreSQL server the
// killed app left running. Used by tests/api/embedded-kill.test.ts (one round) and
// bench/embedded.bench.ts (six).
import path from 'node:path';
import { sql } from 'kysely';
import { loadConfig } from '../../server/config.ts';
import { startApp } from '../../server/start.ts';
import { openDatabase } from '../../server/db/database.ts';
import { runningPostmaster } from '../../server/db/embedded-postgres-lock.ts';
import { serve, servedEnv } from '../../bench/helpers/large.ts';
import { freePort } from '../../bench/helpers/server.ts';
import { loginAs } from './oidc-login.ts';
import { ADMIN } from './demo-accounts.ts';

export interface KillResult {
  acknowledged: number;
  lost: number;
  /** spawn to healthy, per start after a kill (the first start excluded) */
  restartMs: number[];
  /** the last server, stopped with SIGTERM, left no PostgreSQL running */
  cleanStop: boolean;
}

export async function killDuringWrites(dataDir: string, rounds: number, log = (_: string) => {}): Promise<KillResult> {
  const port = await freePort();
  // the default database (no DATABASE_URL, not even the test run's): the embedded server
  const env = servedEnv({ DATA_DIR: dataDir, DATABASE_URL: '', STATIC_DIR: path.join(dataDir, 'no-static') }, port);
  // first start in this process: creates the cluster, migrates, seeds; the admin's token
  const app = await startApp(loadConfig({ ...process.env, ...env, LOG_LEVEL: 'silent' }), { logger: false });
  const token = (await loginAs(app, ADMIN)).access_token;
  await app.close();
  const acked: string[] = [];
  const restartMs: number[] = [];
  let cleanStop = false;
  for (let round = 0; round <= rounds; round++) {
    const t0 = performance.now();
    const served = await serve(env, port);
    if (round > 0) restartMs.push(performance.now() - t0);
    if (round === rounds) {
      await served.stop();
      cleanStop = runningPostmaster(path.join(dataDir, 'pg', 'data')) === undefined;
      break;
    }
    let n = 0;
    let writing = true;
    const writer = async (w: number) => {
      while (writing) {
        const code = `KILL-${round}-${w}-${n++}`;
        const res = await fetch(`${served.url}/api/resources/courses`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ course_code: code, course_title: `Kill test ${code}` }),
        }).catch(() => undefined);
        if (res?.status === 201) acked.push(code);
        else if (writing && res) throw new Error(`write refused: ${res.status} ${await res.text()}`);
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    await new Promise((r) => setTimeout(r, 1_500));
    process.kill(served.pid, 'SIGKILL');
    writing = false;
    await Promise.allSettled(writers);
    log(`round ${round + 1}: killed after ${acked.length} acknowledged writes in all`);
  }
  const d = await openDatabase({ dataDir, databasePoolSize: 1 });
  try {
    const found = await sql<{ n: number }>`SELECT count(*)::int AS n FROM lms.courses
      WHERE course_code = ANY(${acked}::text[])`.execute(d.db);
    return { acknowledged: acked.length, lost: acked.length - found.rows[0].n, restartMs, cleanStop };
  } finally {
    await d.close();
  }
}

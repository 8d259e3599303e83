// The job engine with several servers on one database: every job runs once, and a server stopped
// mid-run loses nothing (its in-flight deliveries finish, the rest are picked up after a restart,
// and a message committed without its job, as a crash between the two leaves it, gets one then):
// each message arrives at the SMTP sink once, is in one delivery job, and each job completes once.
// PGlite has one owner per data directory, so there the second server is a second app instance on
// the same database object (as in principal-cache-servers.test.ts); on PostgreSQL it has its own pool.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { startSmtpSink, waitFor, type SmtpSink } from '../helpers/smtp-sink.ts';
import { sendNotification } from '../../server/mail/notify.ts';
import { buildApp } from '../../server/app.ts';
import { openDatabase } from '../../server/db/database.ts';
import { startApp } from '../../server/start.ts';

let t: TestApp;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url, MAIL_RETRY_DELAY_SECONDS: '1', JOBS_POLL_SECONDS: '0.5' });
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

const statuses = async (app: FastifyInstance, ids: number[]) =>
  (
    await sql<{ status: string; message_id: string }>`SELECT status, message_id FROM platform.notification_log
      WHERE id = ANY(${ids})`.execute(app.database.db)
  ).rows;

/** `n` messages one call at a time, in `waves` apart by more than a delivery job's grouping time */
async function queue(app: FastifyInstance, n: number, tag: string, waves = 1) {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    if (i > 0 && i % Math.ceil(n / waves) === 0) await new Promise((r) => setTimeout(r, 200));
    ids.push(await sendNotification(app, 'test_message', `${tag}-${i}@lms.test`, { name: `${tag} ${i}` }));
  }
  return ids;
}

/** the delivery jobs of log rows `ids`, one row per message and job holding it */
const jobsOf = async (app: FastifyInstance, ids: number[]) =>
  (
    await sql<{ log_id: number; id: string; state: string; retry_count: number }>`
    SELECT m.log_id::int AS log_id, j.id, j.state, j.retry_count FROM pgboss.job j,
      jsonb_array_elements_text(coalesce(j.data->'logIds', jsonb_build_array(j.data->'logId'))) AS m(log_id)
    WHERE j.name = 'deliver-notification' AND m.log_id::int = ANY(${ids})`.execute(app.database.db)
  ).rows;

/** each logged message arrived exactly once */
async function deliveredOnce(app: FastifyInstance, ids: number[]) {
  const rows = await statuses(app, ids);
  expect(rows.map((r) => r.status)).toEqual(ids.map(() => 'sent'));
  for (const r of rows) expect(sink.messages.filter((m) => m.messageId === r.message_id)).toHaveLength(1);
}

/** each message in exactly one delivery job, each run to completion exactly once: none cut off and retried */
async function jobsCompletedOnce(app: FastifyInstance, ids: number[]) {
  const jobs = await jobsOf(app, ids);
  expect(jobs.map((j) => j.log_id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
  expect(jobs.filter((j) => j.state !== 'completed' || j.retry_count !== 0)).toEqual([]);
}

/** how many delivery jobs of these messages are in each state */
const jobStates = async (app: FastifyInstance, ids: number[]) => {
  const byJob = new Map((await jobsOf(app, ids)).map((j) => [j.id, j.state]));
  return [...byJob.values()].reduce<Record<string, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});
};

describe('job engine with several servers', () => {
  it('two servers on one database share the work and run each job once', async () => {
    const second = t.config.databaseUrl ? await openDatabase(t.config) : t.app.database;
    const b = await buildApp({ config: t.config, database: second, logger: false });
    try {
      const ids = await queue(t.app, 30, 'pair');
      await waitFor(async () => (await statuses(t.app, ids)).every((r) => r.status === 'sent'), 30_000, 'all sent');
      await deliveredOnce(t.app, ids);
      await jobsCompletedOnce(t.app, ids);
    } finally {
      await b.close();
      if (second !== t.app.database) await second.close();
    }
  }, 90_000);

  it('a server stopped mid-run loses no job: the rest are delivered after the restart', async () => {
    sink.delayMs = 500; // the first wave's job (10 messages over 4 connections) runs while the others wait
    const ids = await queue(t.app, 30, 'restart', 3);
    // stopped in the middle: a job is running (its messages arriving) and another waits
    const midRun = async () => {
      const s = await jobStates(t.app, ids);
      const arriving = sink.messages.some((m) => m.to[0]?.startsWith('restart-'));
      return arriving && (s.active ?? 0) > 0 && (s.created ?? 0) > 0;
    };
    await waitFor(midRun, 20_000, 'a job running and one waiting');
    // and a message committed whose job was never created (the process died in between)
    const orphan = Number(
      (
        await sql<{
          id: string;
        }>`INSERT INTO platform.notification_log (event, recipient, subject, body_text, message_id)
          VALUES ('test_message', 'orphan@lms.test', 'Orphan', 'Orphan', '<orphan@lms.test>') RETURNING id`.execute(
          t.app.database.db,
        )
      ).rows[0]!.id,
    );
    ids.push(orphan);
    await t.app.close();
    const afterStop = await statuses(t.app, ids).catch(() => null);
    expect(afterStop).toBeNull(); // the database went down with the server
    // the restart has work left to do: counted at the stop, since the restarted app's job workers
    // (and its sweep, which finds the orphan) may deliver everything before its start returns
    const arrivedAtStop = sink.messages.filter((m) => /^(restart-|orphan@)/.test(m.to[0] ?? '')).length;
    expect(arrivedAtStop).toBeLessThan(ids.length);
    sink.delayMs = 0;
    t.app = await startApp(t.config, { logger: false, seed: false });
    const app = t.app;
    await waitFor(async () => (await statuses(app, ids)).every((r) => r.status === 'sent'), 30_000, 'all sent');
    await deliveredOnce(app, ids);
    await jobsCompletedOnce(app, ids);
  }, 90_000);
});

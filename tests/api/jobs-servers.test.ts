// The job engine with several servers on one database: every job runs once, and a server stopped
// mid-run loses nothing (its in-flight deliveries finish, the rest are picked up after a restart):
// each message arrives at the SMTP sink once and each delivery job completes once, never retried.
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

async function queue(app: FastifyInstance, n: number, tag: string) {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    ids.push(await sendNotification(app, 'test_message', `${tag}-${i}@lms.test`, { name: `${tag} ${i}` }));
  }
  return ids;
}

/** each logged message arrived exactly once */
async function deliveredOnce(app: FastifyInstance, ids: number[]) {
  const rows = await statuses(app, ids);
  expect(rows.map((r) => r.status)).toEqual(ids.map(() => 'sent'));
  for (const r of rows) expect(sink.messages.filter((m) => m.messageId === r.message_id)).toHaveLength(1);
}

/** one delivery job per message, each run to completion exactly once: none cut off and retried */
async function jobsCompletedOnce(app: FastifyInstance, ids: number[]) {
  const jobs = await sql<{ log_id: number; state: string; retry_count: number }>`
    SELECT (data->>'logId')::int AS log_id, state, retry_count FROM pgboss.job
    WHERE name = 'deliver-notification' AND (data->>'logId')::int = ANY(${ids})`.execute(app.database.db);
  expect(jobs.rows.map((j) => j.log_id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
  expect(jobs.rows.filter((j) => j.state !== 'completed' || j.retry_count !== 0)).toEqual([]);
}

const jobStates = async (app: FastifyInstance, ids: number[]) =>
  (
    await sql<{ state: string; n: number }>`SELECT state, count(*)::int AS n FROM pgboss.job
      WHERE name = 'deliver-notification' AND (data->>'logId')::int = ANY(${ids}) GROUP BY state`.execute(
      app.database.db,
    )
  ).rows.reduce<Record<string, number>>((acc, r) => ({ ...acc, [r.state]: r.n }), {});

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
  }, 40_000);

  it('a server stopped mid-run loses no job: the rest are delivered after the restart', async () => {
    sink.delayMs = 150;
    const ids = await queue(t.app, 30, 'restart');
    await waitFor(async () => (await statuses(t.app, ids)).some((r) => r.status === 'sent'), 20_000, 'first sent');
    // stopped in the middle: a batch of jobs is running (fetched ten at a time) and others wait
    const atStop = await jobStates(t.app, ids);
    expect(atStop.active).toBeGreaterThan(0);
    expect(atStop.created).toBeGreaterThan(0);
    await t.app.close();
    const afterStop = await statuses(t.app, ids).catch(() => null);
    expect(afterStop).toBeNull(); // the database went down with the server
    sink.delayMs = 0;
    t.app = await startApp(t.config, { logger: false, seed: false });
    const app = t.app;
    const before = (await statuses(app, ids)).filter((r) => r.status === 'sent').length;
    expect(before).toBeLessThan(ids.length); // the restart had work left to do
    await waitFor(async () => (await statuses(app, ids)).every((r) => r.status === 'sent'), 30_000, 'all sent');
    await deliveredOnce(app, ids);
    await jobsCompletedOnce(app, ids);
  }, 60_000);
});

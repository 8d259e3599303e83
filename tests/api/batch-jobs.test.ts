// Batch jobs and schedules end to end: a cron schedule fires on its own and the expiry reminder it
// runs reaches the loopback SMTP server and the owner's bell; a second run reminds nobody twice;
// the batch-jobs list shows the run with its starter and progress; retry and cancel follow the
// run's state and stay within the caller's school.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useApiTest } from '../helpers/api.ts';
import { useSmtpSink, waitFor } from '../helpers/smtp-sink.ts';
import { recordRun } from '../../server/jobs/runs.ts';
import { ADMIN, TEACHER, STUDENT, OPERATOR } from '../helpers/demo-accounts.ts';

const OTHER_ADMIN = 'admin@ncsa.test';
const JOB = 'document-expiry-reminders';
const sink = useSmtpSink();
const t = useApiTest(() => ({ SMTP_URL: sink.url, JOBS_POLL_SECONDS: '0.5', JOBS_CRON_SECONDS: '1' }));
let subject: string;

const one = async <T>(q: ReturnType<typeof sql<T>>) => (await q.execute(t.app.database.db)).rows[0]!;
const schedule = async () =>
  (await t.call(OPERATOR, 'GET', '/api/job-schedules')).body.rows.find((r: { name: string }) => r.name === JOB);
// the reminders that reached the SMTP server (the subject header arrives encoded, so by Message-ID)
const reminders = async () => {
  const logged = await sql<{ message_id: string }>`SELECT message_id FROM platform.notification_log
    WHERE event = 'document_expiring' AND recipient = ${STUDENT} AND subject = ${subject}`.execute(t.app.database.db);
  const ids = new Set(logged.rows.map((r) => r.message_id));
  return sink.messages.filter((m) => ids.has(m.messageId));
};

beforeAll(async () => {
  // the demo student's photo ID, approved, expiring in five days
  const due = await one(sql<{ day: string }>`
    INSERT INTO lms.documents (owner_party_id, doc_type, doc_type_id, name, file_path, status, expires_on)
    SELECT p.party_id, dt.name, dt.id, 'photo-id-sam.pdf', 'students/photo-id-sam.pdf', 'approved', current_date + 5
    FROM lms.parties p JOIN platform.app_users u ON u.user_id = p.user_id
    JOIN platform.doc_types dt ON dt.tenant_id IS NULL AND dt.name = 'Photo ID' AND dt.applies_to = 'student'
    WHERE u.email = ${STUDENT}
    RETURNING to_char(expires_on, 'YYYY-MM-DD') AS day`);
  subject = `Your document "Photo ID" expires on ${due.day}`;
});

describe('scheduled expiry reminders', () => {
  it('fires on its cron schedule and delivers the reminder over SMTP and to the bell', async () => {
    const s = await schedule();
    expect(s).toMatchObject({ cron: '0 6 * * *', enabled: true, title: 'Document expiry reminders' });
    // the engine reads a sixth (seconds) field, so the test need not wait for a minute to turn
    await t.app.jobs.schedule(JOB, '*/2 * * * * *');
    try {
      await waitFor(async () => (await reminders()).length > 0, 20_000, 'the scheduled reminder');
    } finally {
      await t.app.jobs.unschedule(JOB);
    }
    // the engine started it (no one in platform.job_runs as starter) and it completed
    const runs = (await t.call(OPERATOR, 'GET', `/api/batch-jobs?type=${JOB}`)).body.rows;
    expect(
      runs.some((r: { state: string; started_by: string | null }) => r.state === 'completed' && !r.started_by),
    ).toBe(true);

    const bell = await t.call(STUDENT, 'GET', '/api/me/notifications');
    expect(bell.status).toBe(200);
    const item = bell.body.rows.find((r: { title: string }) => r.title === subject);
    expect(item).toMatchObject({ event: 'document_expiring', read: false, link: '/my-documents' });
    expect(bell.body.unread).toBeGreaterThanOrEqual(1);
  }, 90_000);

  it('reminds once per expiry date; the run shows its starter and full progress', async () => {
    const run = await t.call(OPERATOR, 'POST', `/api/job-schedules/${JOB}/run`);
    expect(run.status).toBe(200);
    await waitFor(
      async () => (await t.app.jobs.boss.getJobById(JOB, run.body.jobId))?.state === 'completed',
      20_000,
      'run completed',
    );
    // the job queues what it sends before it completes: still the one message of the scheduled run
    const logged = await one(sql<{ n: string }>`SELECT count(*) AS n FROM platform.notification_log
      WHERE event = 'document_expiring' AND subject = ${subject}`);
    expect(Number(logged.n)).toBe(1);
    expect(await reminders()).toHaveLength(1);
    const answer = (await t.call(OPERATOR, 'GET', `/api/batch-jobs?type=${JOB}`)).body;
    const rows = answer.rows;
    expect(rows.every((r: { type: string }) => r.type === JOB)).toBe(true);
    // the job types, by title, for the page's filter
    expect(answer.types).toContainEqual({ name: JOB, title: 'Document expiry reminders' });
    const titles = answer.types.map((x: { title: string }) => x.title);
    expect(titles).toEqual([...titles].sort((a: string, b: string) => a.localeCompare(b)));
    const mine = rows.find((r: { id: string }) => r.id === run.body.jobId);
    expect(mine).toMatchObject({ state: 'completed', progress: 100, started_by: OPERATOR, error: null });
    expect(mine.completed_on >= mine.started_on).toBe(true);
    // a school sees only runs started for it
    const theirs = (await t.call(ADMIN, 'GET', '/api/batch-jobs')).body.rows;
    expect(theirs.find((r: { id: string }) => r.id === run.body.jobId)).toBeUndefined();
    expect((await t.call(TEACHER, 'GET', '/api/batch-jobs')).status).toBe(403);
  }, 90_000);
});

describe('the bell', () => {
  it('marks the caller’s own notifications read, never another user’s', async () => {
    const before = (await t.call(STUDENT, 'GET', '/api/me/notifications')).body;
    const id = before.rows.find((r: { title: string }) => r.title === subject).id;
    const other = await t.call(TEACHER, 'POST', '/api/me/notifications/read', { ids: [id] });
    expect(other.status).toBe(200);
    expect((await t.call(STUDENT, 'GET', '/api/me/notifications')).body.unread).toBe(before.unread);
    const read = await t.call(STUDENT, 'POST', '/api/me/notifications/read', { ids: [id] });
    expect(read.body.unread).toBe(before.unread - 1);
    expect(read.body.rows.find((r: { id: number }) => r.id === id).read).toBe(true);
    const all = await t.call(STUDENT, 'POST', '/api/me/notifications/read', {});
    expect(all.body.unread).toBe(0);
    expect((await t.call(STUDENT, 'POST', '/api/me/notifications/read', { ids: ['x'] })).status).toBe(400);
  });
});

describe('retry and cancel', () => {
  let jobId: string;
  beforeAll(async () => {
    const tenant = await one(sql<{ id: number }>`SELECT id FROM platform.tenants WHERE config->>'schema_name' = 'lms'`);
    const admin = await one(sql<{ user_id: string }>`SELECT user_id FROM platform.app_users WHERE email = ${ADMIN}`);
    // a run for the school due in an hour, so it is still queued while the test works on it
    jobId = (await t.app.jobs.boss.send('usage-rollup', {}, { startAfter: 3600, retryLimit: 0 }))!;
    await recordRun(t.app.database.db, jobId, 'usage-rollup', { tenantId: tenant.id, startedBy: admin.user_id });
  });

  it('cancels a queued run once and retries it; another school cannot reach it', async () => {
    const listed = (await t.call(ADMIN, 'GET', '/api/batch-jobs?state=created')).body.rows;
    expect(listed.find((r: { id: string }) => r.id === jobId)).toMatchObject({
      type: 'usage-rollup',
      title: 'Nightly usage roll-up',
      started_by: ADMIN,
      attempts: 0,
    });
    expect((await t.call(OTHER_ADMIN, 'POST', `/api/batch-jobs/${jobId}/cancel`)).status).toBe(404);
    expect((await t.call(TEACHER, 'POST', `/api/batch-jobs/${jobId}/cancel`)).status).toBe(403);
    const retryQueued = await t.call(ADMIN, 'POST', `/api/batch-jobs/${jobId}/retry`);
    expect([retryQueued.status, retryQueued.body.error.code]).toEqual([409, 'not_retryable']);

    const cancel = await t.call(ADMIN, 'POST', `/api/batch-jobs/${jobId}/cancel`);
    expect([cancel.status, cancel.body.state]).toEqual([200, 'cancelled']);
    const again = await t.call(ADMIN, 'POST', `/api/batch-jobs/${jobId}/cancel`);
    expect([again.status, again.body.error.code]).toEqual([409, 'not_cancellable']);
    const retry = await t.call(ADMIN, 'POST', `/api/batch-jobs/${jobId}/retry`);
    expect([retry.status, retry.body.state]).toEqual([200, 'created']);
  });

  it('shows a failed run with its error and retries it', async () => {
    await t.app.jobs.boss.fail('usage-rollup', jobId, { message: 'the roll-up ran out of time' });
    const failed = (await t.call(ADMIN, 'GET', '/api/batch-jobs?state=failed')).body.rows;
    expect(failed.find((r: { id: string }) => r.id === jobId)).toMatchObject({
      state: 'failed',
      error: 'the roll-up ran out of time',
    });
    const retry = await t.call(ADMIN, 'POST', `/api/batch-jobs/${jobId}/retry`);
    expect(retry.status).toBe(200);
    expect(retry.body.state).toBe('retry');
    expect((await t.call(ADMIN, 'GET', '/api/batch-jobs?state=bogus')).status).toBe(400);
    expect((await t.call(ADMIN, 'POST', '/api/batch-jobs/not-a-uuid/retry')).status).toBe(400);
  });
});

// Classroom notifications end to end (server/classroom/notify.ts, notice-jobs.ts): returning work and
// releasing grades tell the student by e-mail (the loopback SMTP server) and in the app; the due-tomorrow
// and teacher-digest jobs run on the real job engine, and a second run sends nothing new.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useApiTest } from '../helpers/api.ts';
import { useSmtpSink, waitFor } from '../helpers/smtp-sink.ts';
import { OPERATOR, STUDENT, TEACHER } from '../helpers/demo-accounts.ts';
import { useClassroom } from './classroom-setup.ts';

const sink = useSmtpSink();
const t = useApiTest(() => ({ SMTP_URL: sink.url, JOBS_POLL_SECONDS: '0.5' }));
const c = useClassroom(() => t);
const db = () => t.app.database.db;

/** the log rows of `event` to `to` whose subject contains `about` */
const logged = async (event: string, to: string, about: string) =>
  (
    await sql<{ message_id: string; subject: string; body_text: string; status: string }>`
      SELECT message_id, subject, body_text, status FROM platform.notification_log WHERE event = ${event}
      AND recipient = ${to} AND strpos(subject || body_text, ${about}) > 0 ORDER BY id`.execute(db())
  ).rows;
/** waits until each is sent, then answers what the SMTP server received of them */
async function delivered(event: string, to: string, about: string) {
  await waitFor(async () => (await logged(event, to, about)).every((r) => r.status === 'sent'), 20_000, event);
  const ids = new Set((await logged(event, to, about)).map((r) => r.message_id));
  return sink.messages.filter((m) => ids.has(m.messageId));
}
async function runJob(name: string) {
  const run = await t.call(OPERATOR, 'POST', `/api/job-schedules/${name}/run`);
  expect(run.status, JSON.stringify(run.body)).toBe(200);
  await waitFor(
    async () => (await t.app.jobs.boss.getJobById(name, run.body.jobId))?.state === 'completed',
    30_000,
    `${name} completed`,
  );
}
const handIn = async (id: number) =>
  expect((await t.call(STUDENT, 'POST', `/api/assignments/${id}/submissions`, { text: 'My work' })).status).toBe(201);

describe('classroom notifications', () => {
  it('returning work and releasing grades tell the student once, by mail and in the app', async () => {
    const returned = await c.assignment('Notice returned essay');
    const released = await c.assignment('Notice released essay');
    for (const id of [returned, released]) {
      await handIn(id);
      expect(
        (await t.call(TEACHER, 'PUT', `/api/assignments/${id}/submissions/${c.me}/grade`, { score: 7 })).status,
      ).toBe(200);
    }
    expect((await t.call(TEACHER, 'POST', `/api/assignments/${returned}/submissions/${c.me}/return`)).status).toBe(200);
    expect((await t.call(TEACHER, 'POST', `/api/assignments/${released}/release`)).body).toEqual({ released: 1 });
    expect((await t.call(TEACHER, 'POST', `/api/assignments/${released}/release`)).body).toEqual({ released: 0 });

    expect(await delivered('work_returned', STUDENT, 'Notice returned essay')).toHaveLength(1);
    const [mail] = await delivered('grade_released', STUDENT, 'Notice released essay');
    expect(await logged('grade_released', STUDENT, 'Notice released essay')).toHaveLength(1);
    expect(mail.raw).toContain('/my-assignments');
    const bell = await sql<{ title: string; link: string }>`SELECT n.title, n.link FROM platform.user_notifications n
      JOIN platform.app_users u ON u.user_id = n.user_id WHERE u.email = ${STUDENT}
      AND n.event IN ('work_returned', 'grade_released') ORDER BY n.id`.execute(db());
    expect(bell.rows).toEqual([
      { title: 'Notice returned essay was returned to you', link: '/my-assignments' },
      { title: 'Your grade for Notice released essay is ready', link: '/my-assignments' },
    ]);
  }, 90_000);

  it('a resubmission returned again tells again; the same version returned or released again does not', async () => {
    const id = await c.assignment('Notice twice returned');
    const gradeAs = async (score: number) =>
      expect((await t.call(TEACHER, 'PUT', `/api/assignments/${id}/submissions/${c.me}/grade`, { score })).status).toBe(
        200,
      );
    const giveBack = async () =>
      expect((await t.call(TEACHER, 'POST', `/api/assignments/${id}/submissions/${c.me}/return`)).status).toBe(200);
    for (const score of [5, 6]) {
      await handIn(id);
      await gradeAs(score);
      await giveBack();
    }
    await gradeAs(7); // "Save and return" again on version 2: released, not told again
    await giveBack();
    const feedback = await t.call(STUDENT, 'GET', `/api/my/assignments/${id}/feedback`);
    expect(feedback.body.data).toMatchObject({ released: true, score: 7 });
    await gradeAs(8);
    expect((await t.call(TEACHER, 'POST', `/api/assignments/${id}/release`)).body).toEqual({ released: 1 });
    await handIn(id); // version 3, graded and released: told
    await gradeAs(9);
    expect((await t.call(TEACHER, 'POST', `/api/assignments/${id}/release`)).body).toEqual({ released: 1 });
    await gradeAs(10);
    expect((await t.call(TEACHER, 'POST', `/api/assignments/${id}/release`)).body).toEqual({ released: 1 });
    expect(await delivered('work_returned', STUDENT, 'Notice twice returned')).toHaveLength(2);
    expect(await delivered('grade_released', STUDENT, 'Notice twice returned')).toHaveLength(2);
  }, 90_000);

  it('due tomorrow: students who handed nothing in for work due within 24 hours, once', async () => {
    const today = (await sql<{ d: string }>`SELECT current_date::text AS d`.execute(db())).rows[0].d;
    const due = await c.assignment('Notice due soon', { due_date: today });
    const done = await c.assignment('Notice due soon, handed in', { due_date: today });
    await c.assignment('Notice due later', { due_date: '2999-01-01' });
    await c.assignment('Notice due soon, on paper', { due_date: today, submission_kind: 'none' });
    await handIn(done);
    await runJob('classroom-due-tomorrow');
    await runJob('classroom-due-tomorrow');
    const mails = await delivered('assignment_due', STUDENT, 'Notice due');
    expect(mails).toHaveLength(1);
    expect((await logged('assignment_due', STUDENT, 'Notice due'))[0].subject).toContain('Notice due soon is due on');
    const claimed = await sql`SELECT 1 FROM lms.classroom_notices WHERE kind = 'due' AND assignment_id = ${due}
      AND party_id = ${c.me}`.execute(db());
    expect(claimed.rows).toHaveLength(1);
  }, 120_000);

  it("the teacher's daily digest counts the day's new hand-ins, and a rerun sends nothing new", async () => {
    const id = await c.assignment('Notice digest essay');
    await handIn(id);
    await handIn(id);
    await runJob('classroom-submission-digest');
    await runJob('classroom-submission-digest');
    const rows = await logged('submissions_digest', TEACHER, 'Notice digest essay');
    expect(rows).toHaveLength(1);
    expect(rows[0].body_text).toMatch(/Notice digest essay \([^)]*\): 2/);
    expect(await delivered('submissions_digest', TEACHER, 'Notice digest essay')).toHaveLength(1);
  }, 120_000);
});

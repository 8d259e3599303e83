// Alerts to the room's teachers and the after-room summaries (server/rooms-live/alerts.ts,
// summary-job.ts) on the real job engine, the loopback SMTP server and the loopback model server.
// A student's messages sent to one server reach the teacher's live view on the other. Two servers
// hear each `alert` and `state` event: the room's teacher is still told once per alert
// (in-app and by mail), and a room's end drafts its summaries once. The model gets the conversation
// only: never the student's name, e-mail, user id or party id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useFixture } from '../helpers/fixture.ts';
import { useSmtpSink, waitFor } from '../helpers/smtp-sink.ts';
import { STUDENT, TEACHER } from '../helpers/demo-accounts.ts';
import { createToolsApp } from './tools-support.ts';
import { useClassroom } from './classroom-setup.ts';
import { addressOf, makeRoom, secondServer } from './rooms-live-setup.ts';
import { openStream } from '../helpers/event-stream.ts';

const SUMMARY = 'The student asked what a verb is and understood it after one example.';
const sink = useSmtpSink();
const t = useFixture(
  () => createToolsApp({ reply: SUMMARY }, { SMTP_URL: sink.url, JOBS_POLL_SECONDS: '0.5' }),
  (x) => x.close(),
);
const c = useClassroom(() => t);
const db = () => t.app.database.db;
let b: Awaited<ReturnType<typeof secondServer>>;
let student: { user_id: string; email: string; first_name: string; last_name: string; name: string };

beforeAll(async () => {
  b = await secondServer(t);
  // a name no prompt word could be ("Student" is the demo student's), so its absence means something
  await sql`UPDATE lms.parties SET first_name = 'Zelinda', last_name = 'Quarrington', preferred_name = 'Zel'
    WHERE party_id = ${c.me}`.execute(db());
  student = (
    await sql<typeof student>`SELECT u.user_id, u.email, p.first_name, p.last_name,
      trim(coalesce(nullif(p.preferred_name, ''), p.first_name) || ' ' || p.last_name) AS name FROM platform.app_users u
      JOIN lms.parties p ON p.party_id = u.party_id WHERE u.email = ${STUDENT}`.execute(db())
  ).rows[0];
}, 60_000);
afterAll(async () => b?.close());

/** the student's conversation in `room` with these messages (as the send path stores them) */
async function conversation(room: number, messages: [string, string, string | null][]) {
  const conv = (
    await sql<{ id: string }>`INSERT INTO lms.chat_conversations (user_id, party_id, role_name, kind, room_id)
      VALUES (${student.user_id}, ${c.me}, 'student', 'room', ${room}) RETURNING id`.execute(db())
  ).rows[0].id;
  for (const [role, content, risk] of messages)
    await sql`INSERT INTO lms.chat_messages (conversation_id, role, content, risk)
      VALUES (${conv}, ${role}, ${content}, ${risk})`.execute(db());
  return conv;
}

/** the student's message to the room, sent to the first server (its answer stream read whole) */
const send = async (room: number, content: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/my/rooms/${room}/messages`,
    headers: { authorization: `Bearer ${await t.token(STUDENT)}`, 'content-type': 'application/json' },
    payload: JSON.stringify({ content }),
  });

const told = async (room: number) =>
  (
    await sql<{ recipient: string; status: string; message_id: string }>`SELECT recipient, status, message_id
      FROM platform.notification_log WHERE event = 'wellbeing_alert' AND recipient = ${TEACHER}
      AND body_text LIKE ${`%/rooms/${room}/live%`}`.execute(db())
  ).rows;

describe('room alerts and summaries', () => {
  it('streams a student’s messages sent on one server to the live view on the other; an alert tells the teacher once', async () => {
    const room = await makeRoom(t, 'Alert room', [c.section]);
    const live = await openStream(await addressOf(b.app), await t.token(TEACHER), `/api/rooms/${room}/live`);
    try {
      await live.next((e) => e.event === 'snapshot');
      const said = await send(room, 'What is a verb?');
      expect(said.statusCode, said.body).toBe(200);
      await live.next((e) => e.event === 'message' && e.data.role === 'user' && e.data.content === 'What is a verb?');
      await live.next((e) => e.event === 'message' && e.data.role === 'assistant' && e.data.content === SUMMARY);

      const t0 = performance.now();
      expect((await send(room, 'my uncle hits me when I get home')).statusCode).toBe(200);
      const alert = await live.next((e) => e.event === 'alert');
      expect(alert.data).toMatchObject({ party_id: c.me, category: 'abuse' });
      await waitFor(async () => (await told(room)).some((r) => r.status === 'sent'), 10_000, 'the mail sent');
      expect((performance.now() - t0) / 1000).toBeLessThan(5);
    } finally {
      await live.close();
    }
    // both servers heard the alert and queued its job; the job id kept it to one message and one bell row
    await new Promise((r) => setTimeout(r, 1500));
    const rows = await told(room);
    expect(rows).toHaveLength(1);
    expect(sink.messages.filter((m) => m.messageId === rows[0].message_id)).toHaveLength(1);
    const bell =
      await sql`SELECT 1 FROM platform.user_notifications n JOIN platform.app_users u ON u.user_id = n.user_id
      WHERE u.email = ${TEACHER} AND n.link = ${`/rooms/${room}/live`}`.execute(db());
    expect(bell.rows).toHaveLength(1);
  }, 60_000);

  it('queues the summaries with the end itself, once, whether or not a hub hears the event', async () => {
    const room = await makeRoom(t, 'Queued room', [c.section]);
    const queued = async () =>
      (
        await sql`SELECT id FROM pgboss.job WHERE name = 'room-summaries'
          AND data->>'roomId' = ${String(room)}`.execute(db())
      ).rows.length;
    expect((await t.call(TEACHER, 'POST', `/api/rooms/${room}/end`)).status).toBe(200);
    // no wait: the job was committed with the end
    expect(await queued()).toBe(1);
    expect((await t.call(TEACHER, 'POST', `/api/rooms/${room}/end`)).status).toBe(200);
    expect(await queued()).toBe(1);
  });

  it('drafts one summary per student who spoke when the room ends, from the conversation only', async () => {
    const room = await makeRoom(t, 'Summary room', [c.section]);
    await conversation(room, [
      ['user', 'What is a verb?', null],
      ['assistant', 'A doing word, like run.', null],
      ['user', 'I want to hurt myself', 'self_harm'],
    ]);
    t.model.reset();
    t.model.set({ reply: SUMMARY });
    const ended = await t.call(TEACHER, 'POST', `/api/rooms/${room}/end`);
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    const stored = async () =>
      (
        await sql<{ party_id: number; summary: string; model: string }>`SELECT party_id, summary, model
          FROM lms.room_summaries WHERE room_id = ${room}`.execute(db())
      ).rows;
    await waitFor(async () => (await stored()).length > 0, 15_000, 'the summary stored');
    expect(await stored()).toEqual([{ party_id: c.me, summary: SUMMARY, model: 'test-model' }]);
    await new Promise((r) => setTimeout(r, 1500));
    expect(t.model.requests.filter((r) => r.path.endsWith('/chat/completions'))).toHaveLength(1);

    const sent = JSON.stringify(t.model.requests[0].body.messages);
    expect(sent).toContain('What is a verb?');
    expect(sent).toContain('A doing word, like run.');
    // the screened-out message never goes to the model, nor anything that names the student
    expect(sent).not.toContain('hurt myself');
    for (const secret of [student.first_name, student.last_name, student.name, student.email, student.user_id])
      expect(sent).not.toContain(secret);
    expect(sent).not.toMatch(new RegExp(`\\b${c.me}\\b`));

    const listed = await t.call(TEACHER, 'GET', `/api/rooms/${room}/summaries`);
    expect(listed.status).toBe(200);
    expect(listed.body.rows).toEqual([
      expect.objectContaining({
        party_id: c.me,
        name: student.name,
        summary: SUMMARY,
        model: 'test-model',
      }),
    ]);
  }, 60_000);

  it('drafts again on request; students may not', async () => {
    const room = await makeRoom(t, 'Redraft room', [c.section]);
    await conversation(room, [['user', 'Explain fractions', null]]);
    t.model.set({ reply: 'Asked about fractions.' });
    expect((await t.call(STUDENT, 'POST', `/api/rooms/${room}/summaries`)).status).toBe(403);
    expect((await t.call(STUDENT, 'GET', `/api/rooms/${room}/summaries`)).status).toBe(403);
    const queued = await t.call(TEACHER, 'POST', `/api/rooms/${room}/summaries`);
    expect(queued.status, JSON.stringify(queued.body)).toBe(202);
    await waitFor(
      async () => (await t.call(TEACHER, 'GET', `/api/rooms/${room}/summaries`)).body.rows?.length === 1,
      15_000,
      'the summary listed',
    );
  }, 60_000);
});

// The safety net and who reads what, with no model server configured at all: a critical phrase
// still raises an alert; the chat log's visibility per role and tenant; the mood scanner's data.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useApiTest } from '../helpers/api.ts';
import { bearer, parseSse, textOf } from './tools-support.ts';
import { ADMIN, TEACHER, STUDENT } from '../helpers/demo-accounts.ts';

const t = useApiTest();
let conversationId: number;
beforeAll(async () => {
  conversationId = (await t.call(STUDENT, 'POST', '/api/ai/chat/conversations', {})).body.id;
});

const db = () => t.app.database.db;
async function ask(content: string, email = STUDENT) {
  return t.app.inject({
    method: 'POST',
    url: `/api/ai/chat/conversations/${conversationId}/messages`,
    headers: bearer(await t.token(email)),
    payload: { content },
  });
}
const partyOf = async (email: string) =>
  (await sql<{ party_id: number }>`SELECT party_id FROM platform.app_users WHERE email = ${email}`.execute(db()))
    .rows[0].party_id;

describe('safety screen with no model configured', () => {
  it('answers a critical phrase safely, raises an alert and tells the designated staff at once', async () => {
    const res = await ask(
      'I hate it here. I am so sad and scared. They beat me up after school and I want to end my life',
    );
    expect(res.statusCode).toBe(200);
    const events = parseSse(res.body);
    expect(events[0]).toMatchObject({ event: 'safety', data: { category: 'self_harm' } });
    expect(textOf(events)).toContain('trusted adult');

    const alerts = await t.call(ADMIN, 'GET', '/api/insights/alerts?status=open');
    expect(alerts.status).toBe(200);
    expect(alerts.body.rows).toHaveLength(1);
    expect(alerts.body.rows[0]).toMatchObject({ category: 'self_harm', source: 'lexicon', acknowledgedAt: null });
    expect(alerts.body.rows[0].excerpt).toContain('end my life');
    // in-app (and queued by e-mail) to the school's admin, linking to the mood scanner
    const sent = await sql<{ email: string; link: string }>`
      SELECT u.email, n.link FROM platform.user_notifications n JOIN platform.app_users u ON u.user_id = n.user_id
      WHERE n.event = 'wellbeing_alert'`.execute(db());
    expect(sent.rows.map((r) => r.email)).toContain(ADMIN);
    expect(sent.rows.map((r) => r.email)).not.toContain(STUDENT);
    expect(sent.rows.every((r) => r.link === '/insights/mood-scanner')).toBe(true);
    const queued =
      await sql`SELECT 1 FROM platform.notification_log WHERE event = 'wellbeing_alert' AND recipient = ${ADMIN}`.execute(
        db(),
      );
    expect(queued.rows.length).toBe(1);
  });

  it('a plain question from a student is refused 503 when no model is configured, and kept nowhere', async () => {
    const res = await ask('How do volcanoes form?');
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('ai_not_configured');
    const got = await t.call(STUDENT, 'GET', `/api/ai/chat/conversations/${conversationId}`);
    expect(got.body.messages.map((m: { status: string }) => m.status)).toEqual(['done', 'safety']);
    expect(got.body.conversation.flagged).toBe(true);
  });

  it('lets staff acknowledge with notes (audited), and never shows alerts or moods to students', async () => {
    expect((await t.call(STUDENT, 'GET', '/api/insights/alerts')).status).toBe(403);
    expect((await t.call(STUDENT, 'GET', '/api/insights/mood')).status).toBe(403);
    const [alert] = (await t.call(ADMIN, 'GET', '/api/insights/alerts')).body.rows;
    const ack = await t.call(ADMIN, 'POST', `/api/insights/alerts/${alert.id}/acknowledge`, {
      notes: 'Counsellor met the student',
    });
    expect(ack.status).toBe(200);
    expect(ack.body).toMatchObject({ notes: 'Counsellor met the student', acknowledgedBy: expect.any(String) });
    expect(ack.body.acknowledgedAt).not.toBeNull();
    expect((await t.call(ADMIN, 'GET', '/api/insights/alerts?status=open')).body.rows).toHaveLength(0);
    const audit =
      await sql`SELECT 1 FROM platform.audit_log WHERE resource = 'chat_alerts' AND action = 'acknowledge'`.execute(
        db(),
      );
    expect(audit.rows).toHaveLength(1);
    // The mood scanner has the student's message, negative.
    // (its wink-nlp sentiment is -0.253, under the -0.25 line of a negative message)
    const mood = await t.call(ADMIN, 'GET', '/api/insights/mood');
    const week = (await sql<{ w: string }>`SELECT to_char(date_trunc('week', now()), 'IYYY-"W"IW') AS w`.execute(db()))
      .rows[0].w;
    const thisWeek = mood.body.rows.filter((r: { week: string }) => r.week === week);
    expect(thisWeek.length).toBeGreaterThan(0);
    expect(thisWeek.every((r: { negative: number }) => r.negative >= 1)).toBe(true);
  });
});

describe('/api/ai/chat-log', () => {
  it("shows a teacher its own students' conversations only, and audits each read", async () => {
    const student = await partyOf(STUDENT);
    const teacher = await partyOf(TEACHER);
    const section = (
      await sql<{
        id: number;
      }>`SELECT id FROM lms.sections WHERE teacher_party_id = ${teacher} ORDER BY id LIMIT 1`.execute(db())
    ).rows[0].id;
    await sql`INSERT INTO lms.enrollments (section_id, student_party_id) SELECT ${section}, ${student}
      WHERE NOT EXISTS (SELECT 1 FROM lms.enrollments WHERE section_id = ${section}
        AND student_party_id = ${student} AND withdrawn_at IS NULL)`.execute(db());
    const list = await t.call(TEACHER, 'GET', '/api/ai/chat-log');
    expect(list.status).toBe(200);
    // the seeded conversation of the same student is listed too (server/demo/seed-chat.ts); flagged first
    expect(list.body.rows.map((r: { id: number }) => r.id)[0]).toBe(conversationId);
    expect(list.body.rows.every((r: { ownerRole: string }) => r.ownerRole === 'student')).toBe(true);
    expect(list.body.rows[0]).toMatchObject({ flagged: true });
    const read = await t.call(TEACHER, 'GET', `/api/ai/chat-log/${conversationId}`);
    expect(read.status).toBe(200);
    expect(read.body.messages).toHaveLength(2);
    const audit = await sql`SELECT 1 FROM platform.audit_log
      WHERE resource = 'chat_conversations' AND action = 'read' AND record_id = ${String(conversationId)}`.execute(
      db(),
    );
    expect(audit.rows).toHaveLength(1);

    // Once the student no longer is in any of the teacher's sections, the teacher sees nothing.
    await sql`UPDATE lms.enrollments SET withdrawn_at = now() WHERE student_party_id = ${student}
      AND section_id IN (SELECT id FROM lms.sections WHERE teacher_party_id = ${teacher})`.execute(db());
    expect((await t.call(TEACHER, 'GET', '/api/ai/chat-log')).body.rows).toEqual([]);
    expect((await t.call(TEACHER, 'GET', `/api/ai/chat-log/${conversationId}`)).status).toBe(404);
  });

  it("shows an administrator the school's conversations, another school's administrator none, a student nothing", async () => {
    const admin = await t.call(ADMIN, 'GET', '/api/ai/chat-log');
    expect(admin.body.rows.map((r: { id: number }) => r.id)).toContain(conversationId);
    const other = await t.call('admin@riverside.test', 'GET', '/api/ai/chat-log');
    expect(other.status).toBe(200);
    expect(other.body.rows.map((r: { owner: string }) => r.owner)).not.toContain('student@demo-academy.test');
    expect((await t.call('admin@riverside.test', 'GET', `/api/ai/chat-log/${conversationId}`)).status).toBe(404);
    expect((await t.call(STUDENT, 'GET', '/api/ai/chat-log')).status).toBe(403);
  });
});

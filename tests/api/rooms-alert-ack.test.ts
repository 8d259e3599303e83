// Acknowledging a room's safety alert (server/rooms-live/alert-ack.ts) on two app instances of one
// database: the room's teacher acknowledges on one server, the administrator's live view on the other
// hears `alert_ack` at once; the alert reads acknowledged (who, when) in a new snapshot; one audit
// row; acknowledging again changes nothing; another room's alert, a student and another school refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useApiTest } from '../helpers/api.ts';
import { ADMIN, RIVERSIDE, STUDENT, TEACHER } from '../helpers/demo-accounts.ts';
import { useClassroom } from './classroom-setup.ts';
import { addressOf, makeRoom, secondServer } from './rooms-live-setup.ts';
import { openStream } from '../helpers/event-stream.ts';

const t = useApiTest();
const c = useClassroom(() => t);
const db = () => t.app.database.db;
let b: Awaited<ReturnType<typeof secondServer>>;

beforeAll(async () => {
  b = await secondServer(t);
}, 60_000);
afterAll(async () => b?.close());

/** an alert on a risky message of the demo student in `room`, as the send path keeps it */
async function alertIn(room: number, excerpt: string): Promise<number> {
  const one = async <T>(q: ReturnType<typeof sql<T>>) => (await q.execute(db())).rows[0];
  const user = (await one(sql<{ u: string }>`SELECT user_id AS u FROM platform.app_users WHERE email = ${STUDENT}`)).u;
  const conv = (
    await one(sql<{ id: string }>`INSERT INTO lms.chat_conversations (user_id, party_id, role_name, kind, room_id)
      VALUES (${user}, ${c.me}, 'student', 'room', ${room}) RETURNING id`)
  ).id;
  const msg = (
    await one(sql<{ id: string }>`INSERT INTO lms.chat_messages (conversation_id, role, content, risk)
      VALUES (${conv}, 'user', ${excerpt}, 'bullying') RETURNING id`)
  ).id;
  return Number(
    (
      await one(sql<{ id: string }>`INSERT INTO lms.chat_alerts (conversation_id, message_id, user_id, party_id,
        category, source, excerpt) VALUES (${conv}, ${msg}, ${user}, ${c.me}, 'bullying', 'lexicon', ${excerpt})
        RETURNING id`)
    ).id,
  );
}

const teacherName = async () =>
  (
    await sql<{ n: string }>`SELECT trim(first_name || ' ' || last_name) AS n FROM platform.app_users
      WHERE email = ${TEACHER}`.execute(db())
  ).rows[0].n;

describe('acknowledging a room alert', () => {
  it('marks it with who and when, audits it once, and every live view hears it', async () => {
    const room = await makeRoom(t, 'Ack room', [c.section]);
    const alert = await alertIn(room, 'They laugh at me in class');
    const live = await openStream(await addressOf(b.app), await t.token(ADMIN), `/api/rooms/${room}/live`);
    try {
      const snap = await live.next((e) => e.event === 'snapshot');
      expect(snap.data.alerts).toMatchObject([{ id: alert, acknowledged_at: null, acknowledged_by: null }]);
      const r = await t.call(TEACHER, 'POST', `/api/rooms/${room}/alerts/${alert}/acknowledge`);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body).toMatchObject({
        id: alert,
        party_id: c.me,
        category: 'bullying',
        excerpt: 'They laugh at me in class',
      });
      expect(r.body.acknowledged_by).toBe(await teacherName());
      expect(Date.now() - Date.parse(r.body.acknowledged_at)).toBeLessThan(60_000);
      const heard = await live.next((e) => e.event === 'alert_ack');
      expect(heard.data).toMatchObject({
        alert_id: alert,
        acknowledged_at: r.body.acknowledged_at,
        acknowledged_by: r.body.acknowledged_by,
      });

      // again: the same answer, no second audit row, no second event
      const again = await t.call(ADMIN, 'POST', `/api/rooms/${room}/alerts/${alert}/acknowledge`);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(r.body);
      const audit = await sql`SELECT 1 FROM platform.audit_log WHERE resource = 'chat_alerts'
        AND action = 'acknowledge' AND record_id = ${String(alert)}`.execute(db());
      expect(audit.rows).toHaveLength(1);
      await new Promise((r) => setTimeout(r, 300));
      expect(live.events.filter((e) => e.event === 'alert_ack')).toHaveLength(1);
    } finally {
      await live.close();
    }
    const fresh = await openStream(await addressOf(t.app), await t.token(TEACHER), `/api/rooms/${room}/live`);
    try {
      const snap = await fresh.next((e) => e.event === 'snapshot');
      expect(snap.data.alerts[0]).toMatchObject({ id: alert, acknowledged_by: await teacherName() });
      expect(snap.data.alerts[0].acknowledged_at).not.toBeNull();
    } finally {
      await fresh.close();
    }
  }, 60_000);

  it('refuses another room’s alert, a student, another teacher’s room and another school', async () => {
    const room = await makeRoom(t, 'Ack refusals', [c.section]);
    const other = await makeRoom(t, 'Other room', [c.section]);
    const foreign = await makeRoom(t, 'Not the teacher’s', [c.otherSection]);
    const alert = await alertIn(other, 'Nobody sits with me');
    const ack = async (who: string, r: number) =>
      (await t.call(who, 'POST', `/api/rooms/${r}/alerts/${alert}/acknowledge`)).status;
    expect(await ack(TEACHER, room)).toBe(404);
    expect(await ack(STUDENT, other)).toBe(403);
    expect(await ack(TEACHER, foreign)).toBe(403);
    expect(await ack(RIVERSIDE, other)).toBe(404);
    const still = await sql<{ a: Date | null }>`SELECT acknowledged_at AS a FROM lms.chat_alerts
      WHERE id = ${alert}`.execute(db());
    expect(still.rows[0].a).toBeNull();
  });
});

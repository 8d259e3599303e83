// The live view across servers (server/rooms-live): two app instances on one PostgreSQL database,
// each with its own event hub. An event published on one reaches the teacher's live stream on the
// other after its snapshot; a teacher's note reaches the student's events stream on the other
// server; the student's stream being open is presence on every live view; a hub that lost its
// connection ends its streams once it listens again (their pages reconnect and read what they missed);
// the refusals; and a shutdown that stops the database after the app's own hooks logs no reconnect
// loop of the hub.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { useApiTest } from '../helpers/api.ts';
import { RIVERSIDE, STUDENT, TEACHER } from '../helpers/demo-accounts.ts';
import { tenantBySchema, type Tenant } from '../../server/db/tenant.ts';
import { publishRoomEvent } from '../../server/rooms/events.ts';
import { useClassroom } from './classroom-setup.ts';
import { addressOf, makeRoom, secondServer } from './rooms-live-setup.ts';
import { openStream } from '../helpers/event-stream.ts';
import { buildApp } from '../../server/app.ts';
import { openDatabase } from '../../server/db/database.ts';

const t = useApiTest();
const c = useClassroom(() => t);
const db = () => t.app.database.db;
let b: Awaited<ReturnType<typeof secondServer>>;
let [baseA, baseB] = ['', ''];
let room = 0;
let studentName = '';
let lmsTenant: Tenant;

beforeAll(async () => {
  b = await secondServer(t);
  [baseA, baseB] = [await addressOf(t.app), await addressOf(b.app)];
  room = await makeRoom(t, 'Live room', [c.section]);
  lmsTenant = (await tenantBySchema(db(), 'lms'))!;
  studentName = (
    await sql<{ n: string }>`SELECT trim(coalesce(nullif(preferred_name, ''), first_name) || ' ' || last_name) AS n
      FROM lms.parties WHERE party_id = ${c.me}`.execute(db())
  ).rows[0].n;
}, 60_000);
afterAll(async () => b?.close());

const lms = () => lmsTenant;

describe('the live view', () => {
  it('sends the snapshot, then an event published on the other server', async () => {
    const live = await openStream(baseB, await t.token(TEACHER), `/api/rooms/${room}/live`);
    try {
      expect(live.status).toBe(200);
      const snap = await live.next((e) => e.event === 'snapshot');
      expect(snap.data.room).toMatchObject({ id: room, title: 'Live room' });
      expect(snap.data.students).toContainEqual({
        party_id: c.me,
        name: studentName,
        in_room: false,
        messages: 0,
        last_at: null,
        flagged: false,
      });
      expect(snap.data.alerts).toEqual([]);
      const event = { party_id: c.me, conversation_id: 9, message_id: 10, role: 'user' as const, content: 'Hi there' };
      await publishRoomEvent(db(), lms(), room, { type: 'message', ...event });
      const got = await live.next((e) => e.event === 'message');
      expect(got.data).toEqual({ room_id: room, type: 'message', ...event });
      // another room's event does not reach this view
      await publishRoomEvent(db(), lms(), room + 1000, { type: 'message', ...event, content: 'elsewhere' });
      await publishRoomEvent(db(), lms(), room, { type: 'delta', party_id: c.me, text: 'Hel' });
      await live.next((e) => e.event === 'delta');
      expect(live.events.filter((e) => e.event === 'message').map((e) => e.data.content)).toEqual(['Hi there']);
    } finally {
      await live.close();
    }
  });

  it('ends the open live views once the hub listens again after losing its connection', async () => {
    const live = await openStream(baseB, await t.token(TEACHER), `/api/rooms/${room}/live`);
    try {
      await live.next((e) => e.event === 'snapshot');
      const killed = await sql<{ ok: boolean }>`SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity
        WHERE datname = current_database() AND application_name = 'lms-rooms-hub'`.execute(db());
      expect(killed.rows.length).toBeGreaterThan(0);
      const ended = await Promise.race([live.ended.then(() => true), new Promise((r) => setTimeout(r, 5000, false))]);
      expect(ended).toBe(true);
      // a new stream hears events again
      const again = await openStream(baseB, await t.token(TEACHER), `/api/rooms/${room}/live`);
      try {
        await again.next((e) => e.event === 'snapshot');
        await publishRoomEvent(db(), lms(), room, { type: 'delta', party_id: c.me, text: 'back' });
        await again.next((e) => e.event === 'delta' && e.data.text === 'back');
      } finally {
        await again.close();
      }
    } finally {
      await live.close();
    }
  });

  it('closes the hub before the database stops at shutdown: no reconnect loop', async () => {
    const hubs = async () =>
      (
        await sql<{ pid: number }>`SELECT pid FROM pg_stat_activity
          WHERE datname = current_database() AND application_name = 'lms-rooms-hub'`.execute(db())
      ).rows.map((r) => r.pid);
    const before = new Set(await hubs());
    let mine: number[] = [];
    const database = await openDatabase(t.config);
    const app = await buildApp({ config: t.config, database, logger: false });
    // as server/start.ts: the database stops in an onClose hook of the root; stopping, a server ends
    // its connections (here: this app's hub, as pg_terminate_backend)
    app.addHook('onClose', async () => {
      for (const pid of mine) await sql`SELECT pg_terminate_backend(${pid})`.execute(db());
      await new Promise((r) => setTimeout(r, 300));
      await database.close();
    });
    await app.ready();
    mine = (await hubs()).filter((pid) => !before.has(pid));
    expect(mine).toHaveLength(1);
    const warn = vi.spyOn(console, 'warn');
    try {
      await app.close();
      await new Promise((r) => setTimeout(r, 300));
      expect(warn.mock.calls.map((c) => String(c[0])).filter((m) => m.includes('lms-rooms-hub'))).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });

  it('a note reaches the student on the other server; the open stream is presence on every live view', async () => {
    const live = await openStream(baseA, await t.token(TEACHER), `/api/rooms/${room}/live`);
    const mine = await openStream(baseB, await t.token(STUDENT), `/api/my/rooms/${room}/events`);
    try {
      expect(mine.status).toBe(200);
      await live.next((e) => e.event === 'presence' && e.data.in_room === true && e.data.party_id === c.me);
      const note = await t.call(TEACHER, 'POST', `/api/rooms/${room}/notes`, {
        to_party_id: null,
        content: 'Halfway!',
      });
      expect(note.status, JSON.stringify(note.body)).toBe(201);
      const got = await mine.next((e) => e.event === 'note');
      expect(got.data).toMatchObject({ note_id: note.body.id, content: 'Halfway!', to_me: false });
      const direct = await t.call(TEACHER, 'POST', `/api/rooms/${room}/notes`, { to_party_id: c.me, content: 'You!' });
      expect((await mine.next((e) => e.event === 'note' && e.data.to_me)).data.content).toBe('You!');
      expect(direct.body).toMatchObject({ room_id: room, to_party_id: c.me, content: 'You!' });
      // a later live view on either server knows the student is in the room
      const later = await openStream(baseB, await t.token(TEACHER), `/api/rooms/${room}/live`);
      const snap = await later.next((e) => e.event === 'snapshot');
      await later.close();
      expect(snap.data.students.find((s: { party_id: number }) => s.party_id === c.me).in_room).toBe(true);
    } finally {
      await mine.close();
    }
    await live.next((e) => e.event === 'presence' && e.data.in_room === false && e.data.party_id === c.me);
    await live.close();
  });

  it('shows one student’s whole conversation to the teacher, with an audit row', async () => {
    const user = (
      await sql<{ u: string }>`SELECT user_id AS u FROM platform.app_users WHERE email = ${STUDENT}`.execute(db())
    ).rows[0].u;
    const conv = (
      await sql<{ id: string }>`INSERT INTO lms.chat_conversations (user_id, party_id, role_name, kind, room_id)
        VALUES (${user}, ${c.me}, 'student', 'room', ${room}) RETURNING id`.execute(db())
    ).rows[0].id;
    await sql`INSERT INTO lms.chat_messages (conversation_id, role, content) VALUES
      (${conv}, 'user', 'What is a verb?'), (${conv}, 'assistant', 'A doing word.')`.execute(db());
    const r = await t.call(TEACHER, 'GET', `/api/rooms/${room}/students/${c.me}/messages`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.student).toEqual({ party_id: c.me, name: studentName });
    expect(r.body.messages.map((m: { role: string; content: string }) => [m.role, m.content])).toEqual([
      ['user', 'What is a verb?'],
      ['assistant', 'A doing word.'],
    ]);
    const audit = await sql`SELECT 1 FROM platform.audit_log WHERE resource = 'chat_conversations'
      AND action = 'read' AND record_id = ${String(conv)}`.execute(db());
    expect(audit.rows).toHaveLength(1);
  });

  it('refuses a student, another teacher and another school', async () => {
    const foreign = await makeRoom(t, 'Not the teacher’s', [c.otherSection]);
    const codes = async (who: string, method: 'GET' | 'POST', url: string, body?: unknown) =>
      (await t.call(who, method, url, body)).status;
    expect(await codes(STUDENT, 'GET', `/api/rooms/${room}/live`)).toBe(403);
    expect(await codes(STUDENT, 'GET', `/api/rooms/${room}/students/${c.me}/messages`)).toBe(403);
    expect(await codes(STUDENT, 'POST', `/api/rooms/${room}/notes`, { to_party_id: null, content: 'x' })).toBe(403);
    expect(await codes(TEACHER, 'GET', `/api/rooms/${foreign}/live`)).toBe(403);
    expect(await codes(TEACHER, 'GET', `/api/rooms/${foreign}/students/${c.me}/messages`)).toBe(403);
    expect(await codes(TEACHER, 'POST', `/api/rooms/${foreign}/notes`, { to_party_id: null, content: 'x' })).toBe(403);
    expect(await codes(STUDENT, 'GET', `/api/my/rooms/${foreign}/events`)).toBe(403);
    expect(await codes(RIVERSIDE, 'GET', `/api/rooms/${room}/live`)).toBe(404);
    expect(await codes(RIVERSIDE, 'POST', `/api/rooms/${room}/notes`, { to_party_id: null, content: 'x' })).toBe(404);
    expect(await codes(TEACHER, 'GET', `/api/rooms/${room + 1000}/live`)).toBe(404);
    // a note to someone outside the room, or empty: refused, nothing stored
    const before = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM lms.room_notes`.execute(db())).rows[0].n;
    const outsider = await t.call(TEACHER, 'POST', `/api/rooms/${room}/notes`, {
      to_party_id: c.teacher,
      content: 'x',
    });
    expect(outsider.status).toBe(400);
    expect(outsider.body.error.fields).toHaveProperty('to_party_id');
    expect(await codes(TEACHER, 'POST', `/api/rooms/${room}/notes`, { to_party_id: null, content: '  ' })).toBe(400);
    expect(await codes(TEACHER, 'POST', `/api/rooms/${room}/notes`, { content: 'no addressee' })).toBe(400);
    expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM lms.room_notes`.execute(db())).rows[0].n).toBe(
      before,
    );
  });
});

// The student's path through a room (docs/rooms.md), on the loopback model server: the answer
// streams like the chat's; every refusal (not in the room 403, scheduled / locked / ended 409
// room_not_open, paused 409 room_paused right after the pause, the cap 429) stores nothing; a
// room locked by its periods read in New York; what the relay sends (the room's prompt and the
// conversation, never who the student is); a risky message gets the safe answer and an alert.
import { beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { parseSse, textOf, useToolsApp } from './tools-support.ts';
import { DEFAULT_REPLY } from '../fixtures/openai-server.ts';
import { ADMIN, STUDENT, TEACHER } from '../helpers/demo-accounts.ts';
import { useRooms } from './rooms-setup.ts';

const t = useToolsApp();
const r = useRooms(() => t);
beforeEach(() => t.model.reset());

/** the room's stored conversations and messages */
const stored = async (id: number) => ({
  conversations: await r.count('chat_conversations', sql`room_id = ${id}`),
  messages: await r.count(
    'chat_messages',
    sql`conversation_id IN (SELECT c.id FROM lms.chat_conversations c WHERE c.room_id = ${id})`,
  ),
});
async function refused(id: number, status: number, code: string) {
  const before = await stored(id);
  const res = await r.say(id, 'What is a half of a half?');
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().error.code).toBe(code);
  expect(await stored(id)).toEqual(before);
  expect(t.model.requests).toHaveLength(0);
  return res.json().error;
}
const hhmm = (ms: number) => new Date(ms).toISOString().slice(11, 16);
const utcDay = (ms: number) => ((new Date(ms).getUTCDay() + 6) % 7) + 1;

describe('rooms: the student', () => {
  it('streams the answer like the chat, keeps both turns and counts down the cap', async () => {
    const room = await r.create();
    const res = await r.say(room.id, 'What is a half of a half?');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = parseSse(res.body);
    expect(textOf(events)).toBe(DEFAULT_REPLY);
    expect(events.at(-1)!.event).toBe('done');
    // a tutor room is grounded on the section's course lessons, as the tutor is
    expect(events[0].event).toBe('sources');
    const mine = await t.call(STUDENT, 'GET', `/api/my/rooms/${room.id}`);
    expect(mine.body.room).toMatchObject({ id: room.id, state: 'open', messages_left: 4, teacher_can_see: true });
    expect(mine.body.messages.map((m: { role: string; content: string }) => [m.role, m.content])).toEqual([
      ['user', 'What is a half of a half?'],
      ['assistant', DEFAULT_REPLY],
    ]);
    const lastTool = async () =>
      (
        await sql<{ tool_slug: string }>`SELECT tool_slug FROM platform.ai_usage
          ORDER BY id DESC LIMIT 1`.execute(t.app.database.db)
      ).rows[0]?.tool_slug;
    await expect.poll(lastTool).toBe('room');
    const insights = await t.call(ADMIN, 'GET', '/api/insights/chat');
    expect(insights.body.usage).toContainEqual(expect.objectContaining({ role: 'student', tool: 'room', messages: 1 }));
  });

  it('sends the model the room prompt and the conversation, never who the student is', async () => {
    const room = await r.create({ kind: 'writing_coach' });
    await r.say(room.id, 'Here is my essay opening about volcanoes.');
    const who = (
      await sql<{ user_id: string; party_id: number; email: string; first_name: string; last_name: string }>`
        SELECT u.user_id, u.party_id, u.email, p.first_name, p.last_name FROM platform.app_users u
        JOIN lms.parties p ON p.party_id = u.party_id WHERE u.email = ${STUDENT}`.execute(t.app.database.db)
    ).rows[0];
    expect(t.model.requests).toHaveLength(1);
    const sent = t.model.requests[0].body.messages;
    const text = sent.map((m) => m.content).join('\n');
    expect(sent[0].role).toBe('system');
    expect(sent[0].content).toContain('SECRET-INSTRUCTION-7431');
    expect(sent[0].content).toContain('Never write or rewrite the draft');
    expect(sent.at(-1)).toEqual({ role: 'user', content: 'Here is my essay opening about volcanoes.' });
    for (const secret of [who.email, who.user_id, who.first_name, who.last_name]) expect(text).not.toContain(secret);
    expect(text).not.toMatch(new RegExp(`\\b${who.party_id}\\b`));
  });

  it('refuses a student outside its sections, and a room of no section of the school, storing nothing', async () => {
    const theirs = await r.create({ section_ids: [r.c.otherSection] }, ADMIN);
    await refused(theirs.id, 403, 'not_in_room');
    expect((await t.call(STUDENT, 'GET', `/api/my/rooms/${theirs.id}`)).status).toBe(403);
    await refused(999999999, 404, 'not_found');
  });

  it('refuses scheduled, locked and ended rooms (409 room_not_open with when it opens), storing nothing', async () => {
    const later = Date.now() + 2 * 86_400_000;
    const scheduled = await r.create({
      starts_at: new Date(later).toISOString(),
      ends_at: new Date(later + 86_400_000).toISOString(),
    });
    const e1 = await refused(scheduled.id, 409, 'room_not_open');
    expect(e1).toMatchObject({ state: 'scheduled', next_open_at: new Date(later).toISOString() });
    const ended = await r.create();
    await t.call(TEACHER, 'POST', `/api/rooms/${ended.id}/end`);
    expect(await refused(ended.id, 409, 'room_not_open')).toMatchObject({ state: 'ended', next_open_at: null });
  });

  it('reads the class periods in the room time zone: open in UTC, locked in New York at the same instant', async () => {
    const now = Date.now();
    const start = hhmm(Math.max(now - 30 * 60_000, new Date(now).setUTCHours(0, 0, 0, 0)));
    const end = hhmm(Math.min(now + 30 * 60_000, new Date(now).setUTCHours(23, 59, 0, 0)));
    const periods = [{ day: utcDay(now), start, end }];
    const utc = await r.create({ periods, time_zone: 'UTC' });
    expect(utc.state).toBe('open');
    const ny = await r.create({ periods, time_zone: 'America/New_York' });
    expect(ny.state).toBe('locked');
    const err = await refused(ny.id, 409, 'room_not_open');
    expect(err.state).toBe('locked');
    // it opens when New York's clock reads the period's day and start
    const wall = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/New_York',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(err.next_open_at));
    const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
    expect(wall).toBe(`${days[periods[0].day - 1]} ${start}`);
    expect(err.message).toContain(err.next_open_at);
  });

  it('refuses at once after a pause (409 room_paused), and past the cap (429), storing nothing', async () => {
    const room = await r.create({ message_cap: 1 });
    expect((await t.call(TEACHER, 'POST', `/api/rooms/${room.id}/pause`)).status).toBe(200);
    await refused(room.id, 409, 'room_paused');
    await t.call(TEACHER, 'POST', `/api/rooms/${room.id}/resume`);
    expect((await r.say(room.id, 'One question')).statusCode).toBe(200);
    t.model.reset();
    await refused(room.id, 429, 'room_cap_reached');
    expect((await t.call(STUDENT, 'GET', `/api/my/rooms/${room.id}`)).body.room.messages_left).toBe(0);
  });

  it("refuses past the student's daily AI quota (429 quota_exceeded) without leaving a conversation", async () => {
    const used = await r.create();
    expect((await r.say(used.id, 'One question')).statusCode).toBe(200);
    await t.call(ADMIN, 'PUT', '/api/ai-admin/rate-limits/student', { requestsPerDay: 1, tokensPerDay: null });
    await t.call(ADMIN, 'GET', '/api/ai-admin/usage');
    t.model.reset();
    try {
      const room = await r.create();
      expect(await refused(room.id, 429, 'quota_exceeded')).toMatchObject({ scope: 'user', limit: 1 });
    } finally {
      const off = await t.app.inject({
        method: 'DELETE',
        url: '/api/ai-admin/rate-limits/student',
        headers: { authorization: `Bearer ${await t.token(ADMIN)}` },
      });
      expect(off.statusCode).toBe(204);
    }
  });

  it('refuses an empty message with 422, storing nothing', async () => {
    const room = await r.create();
    const res = await r.say(room.id, '   ');
    expect(res.statusCode).toBe(422);
    expect(await stored(room.id)).toEqual({ conversations: 0, messages: 0 });
  });

  it('answers a risky message with the safe answer and keeps its alert, without asking the model', async () => {
    const room = await r.create();
    const res = await r.say(room.id, 'I want to end my life');
    const events = parseSse(res.body);
    expect(events[0]).toMatchObject({ event: 'safety', data: { category: 'self_harm' } });
    expect(textOf(events)).toContain('trusted adult');
    expect(t.model.requests).toHaveLength(0);
    const alerts = await r.count(
      'chat_alerts',
      sql`category = 'self_harm' AND conversation_id IN (SELECT id FROM lms.chat_conversations WHERE room_id = ${room.id})`,
    );
    expect(alerts).toBe(1);
  });
});

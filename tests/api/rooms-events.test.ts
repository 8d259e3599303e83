// What a room tells every server (server/rooms/events.ts, docs/rooms.md), seen by a LISTEN
// connection of the test's own on channel lms_rooms: the student's message at once, the answer's
// tokens as `delta` events (at most one per 200 ms), the kept answer as `message`; `state` on a
// pause and an edit; `alert` for a risky message. Payloads carry the schema and room and stay small.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { useToolsApp } from './tools-support.ts';
import { TEACHER } from '../helpers/demo-accounts.ts';
import { useRooms } from './rooms-setup.ts';
import type { RoomNotification } from '../../server/rooms/events.ts';

// a slow stream: 12 tokens 50 ms apart, so the deltas must be batched
const t = useToolsApp({ reply: 'one two three four five six seven eight nine ten eleven twelve', tokenDelayMs: 50 });
const r = useRooms(() => t);
const heard: (RoomNotification & { at: number })[] = [];
let listener: pg.Client;

beforeAll(async () => {
  listener = new pg.Client({ connectionString: t.config.databaseUrl });
  await listener.connect();
  listener.on('notification', (n) => heard.push({ ...JSON.parse(n.payload!), at: Date.now() }));
  await listener.query('LISTEN lms_rooms');
});
afterAll(async () => listener?.end());

const of = (room: number) => heard.filter((e) => e.room_id === room);

describe('room events on lms_rooms', () => {
  it('tells the question, the batched tokens and the kept answer', async () => {
    const room = await r.create();
    expect((await r.say(room.id, 'Explain halves')).statusCode).toBe(200);
    await expect.poll(() => of(room.id).filter((e) => e.type === 'message').length).toBe(2);
    const events = of(room.id);
    expect(events.every((e) => e.schema === 'lms')).toBe(true);
    const [asked, answered] = events.filter((e) => e.type === 'message');
    expect(asked).toMatchObject({ role: 'user', content: 'Explain halves', party_id: r.c.me, message_id: null });
    expect(answered).toMatchObject({ role: 'assistant', party_id: r.c.me, message_id: expect.any(Number) });
    const deltas = events.filter((e) => e.type === 'delta');
    expect(deltas.map((e) => (e as { text: string }).text).join('')).toBe(
      'one two three four five six seven eight nine ten eleven twelve',
    );
    // 12 tokens over ~600 ms in 200 ms batches: fewer events than tokens (the timing: tests/unit/rooms/events.test.ts)
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.length).toBeLessThan(12);
  });

  it('tells the state on a pause and on an edit', async () => {
    const room = await r.create();
    await t.call(TEACHER, 'POST', `/api/rooms/${room.id}/pause`);
    await t.call(TEACHER, 'PUT', `/api/rooms/${room.id}`, r.body({ version: 2 }));
    await expect.poll(() => of(room.id).filter((e) => e.type === 'state').length).toBe(2);
    expect(of(room.id).map((e) => (e as { state?: string }).state)).toEqual(['paused', 'paused']);
  });

  it('tells an alert for a risky message, with a short excerpt', async () => {
    const room = await r.create();
    await r.say(room.id, `I want to end my life. ${'x'.repeat(2000)}`);
    await expect.poll(() => of(room.id).some((e) => e.type === 'alert')).toBe(true);
    const alert = of(room.id).find((e) => e.type === 'alert') as { category: string; excerpt: string };
    expect(alert.category).toBe('self_harm');
    expect(alert.excerpt.length).toBeLessThanOrEqual(300);
    const messages = of(room.id).filter((e) => e.type === 'message') as { content: string }[];
    expect(messages.map((m) => m.content.length).every((n) => n <= 1000)).toBe(true);
  });
});

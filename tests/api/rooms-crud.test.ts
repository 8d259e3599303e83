// The teacher's rooms API (docs/rooms.md): create, read, list, edit with its version, pause,
// resume, end, delete, each audited; the 422s of the settings' rules; another teacher's room (403)
// and another school's (404); the course home's list for the teacher and for the student.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useApiTest } from '../helpers/api.ts';
import { ADMIN, RIVERSIDE, STUDENT, TEACHER } from '../helpers/demo-accounts.ts';
import { iso, useRooms } from './rooms-setup.ts';

const t = useApiTest();
const r = useRooms(() => t);
const audits = async (id: number) =>
  (
    await sql<{ action: string }>`SELECT action FROM platform.audit_log WHERE resource = 'rooms'
      AND record_id = ${String(id)} ORDER BY id`.execute(t.app.database.db)
  ).rows.map((x) => x.action);

describe('rooms: the teacher side', () => {
  it('finds the demo room open: a tutor room of a section the demo teacher teaches and the demo student attends', async () => {
    const demo = (await t.call(TEACHER, 'GET', '/api/rooms')).body.rows.find(
      (x: { title: string }) => x.title === 'Class tutor',
    );
    expect(demo).toMatchObject({ kind: 'tutor', state: 'open', periods: [], message_cap: 50 });
    const [section] = demo.section_ids;
    const seen = await t.call(STUDENT, 'GET', `/api/sections/${section}/rooms`);
    expect(seen.body.rows.map((x: { id: number }) => x.id)).toContain(demo.id);
    expect((await t.call(STUDENT, 'GET', `/api/my/rooms/${demo.id}`)).body.room.state).toBe('open');
  });

  it('creates, reads, lists, edits with its version, pauses, resumes, ends and deletes, audited', async () => {
    const room = await r.create({ periods: [{ day: 1, start: '09:00', end: '09:50' }], time_zone: 'America/New_York' });
    expect(room).toMatchObject({
      title: 'Fractions help',
      kind: 'tutor',
      section_ids: [r.c.section],
      periods: [{ day: 1, start: '09:00', end: '09:50' }],
      time_zone: 'America/New_York',
      message_cap: 5,
      paused: false,
      ended_at: null,
      version: 1,
    });
    expect(['open', 'locked']).toContain(room.state);
    expect((await t.call(TEACHER, 'GET', `/api/rooms/${room.id}`)).body).toEqual(room);
    const list = await t.call(TEACHER, 'GET', `/api/rooms?section_id=${r.c.section}`);
    expect(list.body.rows.map((x: { id: number }) => x.id)).toContain(room.id);

    const edited = await t.call(TEACHER, 'PUT', `/api/rooms/${room.id}`, r.body({ title: 'Fractions', version: 1 }));
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Fractions', version: 2, periods: [], state: 'open' });
    const stale = await t.call(TEACHER, 'PUT', `/api/rooms/${room.id}`, r.body({ title: 'Stale', version: 1 }));
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ code: 'version_conflict', current: { title: 'Fractions', version: 2 } });

    const paused = await t.call(TEACHER, 'POST', `/api/rooms/${room.id}/pause`);
    expect(paused.body).toMatchObject({ paused: true, state: 'paused' });
    expect((await t.call(TEACHER, 'POST', `/api/rooms/${room.id}/resume`)).body.state).toBe('open');
    const ended = await t.call(TEACHER, 'POST', `/api/rooms/${room.id}/end`);
    expect(ended.body.state).toBe('ended');
    expect(ended.body.ended_at).not.toBeNull();
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/rooms/${room.id}`,
      headers: { authorization: `Bearer ${await t.token(TEACHER)}` },
    });
    expect(del.statusCode).toBe(204);
    expect((await t.call(TEACHER, 'GET', `/api/rooms/${room.id}`)).status).toBe(404);
    expect(await audits(room.id)).toEqual(['create', 'update', 'pause', 'resume', 'end', 'delete']);
  });

  it('refuses bad settings with 422 naming the field (400 for a wrong shape), storing nothing', async () => {
    const before = await r.count('rooms');
    const refused: [Record<string, unknown>, string][] = [
      [{ periods: [{ day: 2, start: '10:00', end: '09:00' }] }, 'periods'],
      [{ time_zone: 'Mars/Olympus' }, 'time_zone'],
      [{ starts_at: iso(Date.now() + 1000), ends_at: iso(Date.now()) }, 'ends_at'],
      [{ section_ids: [r.c.otherSection] }, 'section_ids'],
      [{ kind: 'quiz_me', unit_id: 999999 }, 'unit_id'],
    ];
    for (const [over, field] of refused) {
      const res = await t.call(TEACHER, 'POST', '/api/rooms', r.body(over));
      expect(res.status, field).toBe(422);
      expect(res.body.error.code).toBe('validation_failed');
      expect(Object.keys(res.body.error.fields)).toEqual([field]);
    }
    for (const over of [{ periods: [{ day: 8, start: '09:00', end: '10:00' }] }, { message_cap: 1001 }, { kind: 'x' }])
      expect((await t.call(TEACHER, 'POST', '/api/rooms', r.body(over))).status).toBe(400);
    expect(await r.count('rooms')).toBe(before);
  });

  it("another teacher's room is 403, another school's 404; a student manages none", async () => {
    // the administrator opens a room on a section the demo teacher does not teach
    const theirs = await r.create({ section_ids: [r.c.otherSection] }, ADMIN);
    expect((await t.call(TEACHER, 'GET', `/api/rooms/${theirs.id}`)).status).toBe(403);
    const put = await t.call(TEACHER, 'PUT', `/api/rooms/${theirs.id}`, r.body({ version: 1 }));
    expect(put.status).toBe(403);
    expect((await t.call(TEACHER, 'POST', `/api/rooms/${theirs.id}/pause`)).status).toBe(403);
    expect((await t.call(TEACHER, 'GET', '/api/rooms')).body.rows.map((x: { id: number }) => x.id)).not.toContain(
      theirs.id,
    );
    expect((await t.call(ADMIN, 'GET', `/api/rooms/${theirs.id}`)).status).toBe(200);
    expect((await t.call(RIVERSIDE, 'GET', `/api/rooms/${theirs.id}`)).status).toBe(404);
    expect((await t.call(RIVERSIDE, 'POST', `/api/rooms/${theirs.id}/end`)).status).toBe(404);
    expect((await t.call(STUDENT, 'GET', '/api/rooms')).status).toBe(403);
  });

  it("lists a section's rooms: all of them for its teacher, the ones not ended for its students", async () => {
    const open = await r.create({ title: 'Open one' });
    const done = await r.create({ title: 'Ended one' });
    await t.call(TEACHER, 'POST', `/api/rooms/${done.id}/end`);
    const teacher = await t.call(TEACHER, 'GET', `/api/sections/${r.c.section}/rooms`);
    expect(teacher.body.rows.map((x: { id: number }) => x.id)).toEqual(expect.arrayContaining([open.id, done.id]));
    const student = await t.call(STUDENT, 'GET', `/api/sections/${r.c.section}/rooms`);
    expect(student.status).toBe(200);
    const mine = student.body.rows.find((x: { id: number }) => x.id === open.id);
    expect(mine).toEqual({
      id: open.id,
      title: 'Open one',
      kind: 'tutor',
      state: 'open',
      next_open_at: null,
      ends_at: open.ends_at,
      message_cap: 5,
      messages_left: 5,
      teacher_can_see: true,
    });
    expect(student.body.rows.map((x: { id: number }) => x.id)).not.toContain(done.id);
    expect((await t.call(STUDENT, 'GET', `/api/sections/${r.c.otherSection}/rooms`)).status).toBe(404);
  });
});

// Deep-linked rooms and saved outputs against the loopback platform (server/lti/room-links.ts,
// output-landing.ts): the picker offers the teacher's rooms that have not ended, of sections it
// teaches; a picked room's later launch lands a student on the room's page (and the room answers
// them) and a teacher on its live view. A deep-linked saved output opens in its tool for the teacher
// who saved it; a learner lands on the dashboard, another teacher on the teacher tools.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { LTI, ROLE } from '../helpers/lti-platform.ts';
import { ADMIN, STUDENT, TEACHER } from '../helpers/demo-accounts.ts';
import { useLtiTest, type LtiTest } from './lti-setup.ts';
import { useRooms } from './rooms-setup.ts';
import { callWith, deepLink, landing, samePerson } from './lti-quiz-setup.ts';

const c: LtiTest = useLtiTest();
const rooms = useRooms(() => c.t);
const db = () => c.t.app.database.db;
const launchOf = (custom: object, resourceLinkId: string) => ({
  [`${LTI}custom`]: custom,
  [`${LTI}resource_link`]: { id: resourceLinkId, title: 'Link' },
});

describe('LTI deep-linked rooms and saved outputs', () => {
  it('links a room of the teacher; a student lands in it, the teacher on its live view', async () => {
    await samePerson(c, 'links-teacher', TEACHER, 'instructor');
    await samePerson(c, 'links-student', STUDENT, 'learner');
    const room = await rooms.create({ title: 'Fractions help' });
    const ended = await rooms.create({ title: 'Last week room' });
    await rooms.set(ended.id, { ended_at: new Date() });
    const foreign = await rooms.create({ title: 'Not your room', section_ids: [rooms.c.otherSection] }, ADMIN);

    const refused = await deepLink(c, 'links-teacher', () => `room:${ended.id}`);
    expect(refused.picker).toContain('Fractions help');
    expect(refused.picker).not.toContain('Last week room');
    expect(refused.picker).not.toContain('Not your room');
    expect(refused.status).toBe(404);
    expect((await deepLink(c, 'links-teacher', () => `room:${foreign.id}`)).status).toBe(404);

    const { items } = await deepLink(c, 'links-teacher', () => `room:${room.id}`);
    expect(items).toEqual([
      {
        type: 'ltiResourceLink',
        title: 'Fractions help',
        url: `${c.t.config.publicUrl}/lti/launch`,
        custom: { room_link_id: expect.any(String), room_id: String(room.id) },
      },
    ]);
    const claims = launchOf(items[0].custom as object, 'rl-room');
    const student = await landing(c, 'links-student', claims);
    expect(student.location).toBe(`/my-rooms/${room.id}`);
    const inRoom = await callWith(c, student.token, 'GET', `/api/my/rooms/${room.id}`);
    expect(inRoom.status).toBe(200);
    expect(inRoom.body.room).toMatchObject({ id: room.id, title: 'Fractions help' });
    expect((await landing(c, 'links-teacher', claims)).location).toBe(`/rooms/${room.id}/live`);
    const stored = await sql<{ room_id: number; assignment_id: number | null; resource_link_id: string }>`
      SELECT room_id, assignment_id, resource_link_id FROM platform.lti_resource_links
      WHERE id = ${(items[0].custom as { room_link_id: string }).room_link_id}::bigint`.execute(db());
    expect(stored.rows).toEqual([{ room_id: room.id, assignment_id: null, resource_link_id: 'rl-room' }]);
  });

  it('opens a deep-linked saved output in its tool for its teacher only', async () => {
    const saved = await sql<{ id: string }>`INSERT INTO platform.ai_saved_outputs (tenant_id, user_id, tool_slug,
        title, output)
      SELECT tenant_id, user_id, 'email-writer', 'Plants letter', '1. What do plants make?'
      FROM platform.app_users WHERE email = ${TEACHER} RETURNING id::text`.execute(db());
    const id = saved.rows[0].id;
    const { items } = await deepLink(c, 'links-teacher', () => id);
    expect(items[0].custom).toEqual({ saved_output_id: id, tool: 'email-writer' });
    const claims = launchOf(items[0].custom as object, 'rl-output');

    const teacher = await landing(c, 'links-teacher', claims);
    expect(teacher.location).toBe(`/tt/email-writer?saved=${id}`);
    const got = await callWith(c, teacher.token, 'GET', `/api/tools/collection/${id}`);
    expect(got.status).toBe(200);
    expect((await landing(c, 'links-student', claims)).location).toBe('/dashboard');
    c.platform.users.set('links-other', { sub: 'links-other', [`${LTI}roles`]: [ROLE.instructor] });
    expect((await landing(c, 'links-other', claims)).location).toBe('/teacher-tools');
  });
});

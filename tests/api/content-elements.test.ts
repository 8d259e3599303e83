// Content elements (/admin/crs_cls_content_elements): the seeded course's ordered elements, what
// each kind must carry, a new element going last, and "place" reordering the group.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useApiTest } from '../helpers/api.ts';
import { ADMIN, TEACHER } from '../helpers/demo-accounts.ts';

const t = useApiTest();
let courseId: number;

async function titles() {
  const r = await t.list(ADMIN, 'content_elements', 'content_elements', [
    ['course_id', '=', courseId],
    ['section_id', 'is_null', null],
  ]);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return (r.body.data[0].rows as { id: number; title: string; position: number }[]).map((x) => x);
}

beforeAll(async () => {
  courseId = (await sql<{ id: number }>`SELECT min(id) AS id FROM lms.courses`.execute(t.app.database.db)).rows[0].id;
});

describe('content elements', () => {
  it('lists the seeded course in order, to holders of lesson_transcript.read only', async () => {
    const rows = await titles();
    expect(rows.map((r) => r.title).slice(0, 3)).toEqual([
      'Unit 1: Cells',
      'Lesson 1: Inside the cell',
      'Lesson 2: Cell membranes',
    ]);
    expect(rows.map((r) => r.position)).toEqual([1, 2, 3, 4, 5, 6]);
    expect((await t.list(TEACHER, 'content_elements', 'content_elements')).status).toBe(403);
  });

  it('refuses a video without its address and puts a new element last', async () => {
    const bad = await t.call(ADMIN, 'POST', '/api/resources/content_elements', {
      course_id: courseId,
      element_type: 'video',
      title: 'No address',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(['url']);
    const ok = await t.call(ADMIN, 'POST', '/api/resources/content_elements', {
      course_id: courseId,
      element_type: 'text',
      title: 'Lesson 4: Review',
      body: 'Go over units 1 and 2.',
      publish_at: '2026-09-01T08:00:00Z',
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.data.position).toBe(7);
  });

  it('moves an element with "place" and renumbers its group', async () => {
    const before = await titles();
    const last = before[before.length - 1];
    const place = (id: number, after_id: number | null) =>
      t.call(ADMIN, 'POST', '/api/resources/content_elements/actions/place', { ids: [id], input: { after_id } });
    const r = await place(last.id, null);
    expect(r.status).toBe(200);
    expect(r.body.data.succeeded).toBe(1);
    const after = await titles();
    expect(after.map((x) => x.id)).toEqual([last.id, ...before.slice(0, -1).map((x) => x.id)]);
    expect(after.map((x) => x.position)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // down one: after the element that followed it
    await place(last.id, after[1].id);
    expect((await titles()).map((x) => x.id).slice(0, 2)).toEqual([after[1].id, last.id]);
    // one step up with the keyboard's variant: first again
    const up = await t.call(ADMIN, 'POST', '/api/resources/content_elements/actions/place', {
      ids: [last.id],
      input: { direction: 'up' },
    });
    expect(up.body.data.succeeded).toBe(1);
    expect((await titles()).map((x) => x.id).slice(0, 2)).toEqual([last.id, after[1].id]);
    // an element of another course is not a place in this group
    const other = await sql<{ id: number }>`INSERT INTO lms.content_elements (course_id, element_type, title)
      VALUES ((SELECT max(id) FROM lms.courses), 'unit', 'Elsewhere') RETURNING id`.execute(t.app.database.db);
    const refused = await place(last.id, other.rows[0].id);
    expect(refused.body.data.results[0]).toMatchObject({ ok: false, status: 400 });
  });
});

// The reads behind the classroom's student pages (server/classroom/student-routes.ts), with real
// sign-ins: a section's course home for its student (published lessons and assignments with the
// student's own status) and its teacher (everything, with counts); one assignment as its student's
// page shows it (due time with the extension, draft, versions, quiz attempts). Another section's
// home answers 404 to a student not enrolled and to a teacher who does not teach it; another
// section's assignment answers 403 not_enrolled.
import { describe, expect, it, beforeAll } from 'vitest';
import { sql } from 'kysely';
import { Value } from '@sinclair/typebox/value';
import { MyAssignmentSchema } from '../../src/shared/my-assignment.ts';
import { useApiTest } from '../helpers/api.ts';
import { ADMIN, RIVERSIDE, STUDENT, TEACHER } from '../helpers/demo-accounts.ts';
import { useClassroom } from './classroom-setup.ts';

const t = useApiTest();
const c = useClassroom(() => t);
const db = () => t.app.database.db;
const ids = { handedIn: 0, draft: 0, hidden: 0, other: 0, lesson: 0, unpublished: 0 };

beforeAll(async () => {
  ids.handedIn = await c.assignment('Home essay', { due_date: '2999-02-01' });
  ids.draft = await c.assignment('Home draft', { due_date: '2999-03-01' });
  ids.hidden = await c.assignment('Home hidden');
  await sql`UPDATE lms.assignments SET status = 'draft' WHERE id = ${ids.hidden}`.execute(db());
  ids.other = await c.assignment('Other section work', {}, c.otherSection);
  const course = (
    await sql<{ id: number }>`SELECT course_id AS id FROM lms.sections WHERE id = ${c.section}`.execute(db())
  ).rows[0].id;
  const add = async (title: string, publishAt: string | null) =>
    (
      await sql<{ id: number }>`INSERT INTO lms.content_elements (course_id, section_id, element_type, title,
        position, publish_at) VALUES (${course}, ${c.section}, 'text', ${title}, 9000, ${publishAt})
        RETURNING id`.execute(db())
    ).rows[0].id;
  ids.lesson = await add('Home lesson', null);
  ids.unpublished = await add('Home lesson later', '2999-01-01');
  expect((await t.call(STUDENT, 'POST', `/api/assignments/${ids.handedIn}/submissions`, { text: 'Mine' })).status).toBe(
    201,
  );
  expect((await t.call(STUDENT, 'PUT', `/api/assignments/${ids.draft}/draft`, { text: 'Half' })).status).toBe(200);
});

describe('course home', () => {
  it('shows a student its published lessons and assignments with its own status', async () => {
    const r = await t.call(STUDENT, 'GET', `/api/course-home/${c.section}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const home = r.body.data;
    expect(home.view).toBe('student');
    expect(home.section.id).toBe(c.section);
    const titles = home.lessons.map((l: { title: string }) => l.title);
    expect(titles).toContain('Home lesson');
    expect(titles).not.toContain('Home lesson later');
    const work = new Map(home.assignments.map((a: { id: number }) => [a.id, a]));
    expect(work.get(ids.handedIn)).toMatchObject({ title: 'Home essay', status: 'submitted', due_date: '2999-02-01' });
    expect(work.get(ids.draft)).toMatchObject({ status: 'draft' });
    expect(work.has(ids.hidden)).toBe(false);
    expect(work.has(ids.other)).toBe(false);
    expect(work.get(ids.handedIn)).not.toHaveProperty('counts');
  });

  it('shows the teacher everything with counts, in order', async () => {
    const r = await t.call(TEACHER, 'GET', `/api/course-home/${c.section}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.view).toBe('teacher');
    const titles = r.body.data.lessons.map((l: { title: string }) => l.title);
    expect(titles.indexOf('Home lesson')).toBeLessThan(titles.indexOf('Home lesson later'));
    const work = new Map(r.body.data.assignments.map((a: { id: number }) => [a.id, a]));
    expect(work.get(ids.handedIn)).toMatchObject({ counts: { handed_in: 1, graded: 0 } });
    expect(work.get(ids.hidden)).toMatchObject({ published: false });
    const enrolled = (
      await sql<{ n: number }>`SELECT count(*)::int AS n FROM lms.enrollments WHERE section_id = ${c.section}
        AND withdrawn_at IS NULL`.execute(db())
    ).rows[0].n;
    expect((work.get(ids.handedIn) as { counts: { enrolled: number } }).counts.enrolled).toBe(enrolled);
  });

  it('answers 404 for a section the student does not attend or the teacher does not teach', async () => {
    for (const who of [STUDENT, TEACHER]) {
      const r = await t.call(who, 'GET', `/api/course-home/${c.otherSection}`);
      expect(r.status, who).toBe(404);
      expect(r.body.error.code).toBe('not_found');
    }
    // another school's administrator reads its own school's section of that number, never ours
    const riverside = await t.call(RIVERSIDE, 'GET', `/api/course-home/${c.section}`);
    expect(JSON.stringify(riverside.body)).not.toContain('Home essay');
    expect((await t.call(ADMIN, 'GET', `/api/course-home/${c.otherSection}`)).status).toBe(200);
    expect((await t.call(STUDENT, 'GET', '/api/course-home/abc')).status).toBe(400);
  });
});

describe('one assignment for its student', () => {
  it('gives the due time with the extension, the draft and every version', async () => {
    await t.call(STUDENT, 'POST', `/api/assignments/${ids.handedIn}/submissions`, { text: 'Mine again' });
    await t.call(TEACHER, 'PUT', `/api/assignments/${ids.handedIn}/extensions/${c.me}`, {
      due_at: '2999-02-05T12:00:00.000Z',
    });
    const r = await t.call(STUDENT, 'GET', `/api/my/assignments/${ids.handedIn}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const a = r.body.data;
    // the answer is the shared wire shape the student's page reads (src/shared/my-assignment.ts)
    expect([...Value.Errors(MyAssignmentSchema, a)].map((e) => `${e.path}: ${e.message}`)).toEqual([]);
    expect(a).toMatchObject({ title: 'Home essay', submission_kind: 'text', status: 'submitted', extended: true });
    expect(a.due_at).toBe('2999-02-05T12:00:00.000Z');
    expect(a.versions.map((v: { version: number; text: string }) => [v.version, v.text])).toEqual([
      [1, 'Mine'],
      [2, 'Mine again'],
    ]);
    expect(a).not.toHaveProperty('score');
    const d = await t.call(STUDENT, 'GET', `/api/my/assignments/${ids.draft}`);
    expect(d.body.data).toMatchObject({ status: 'draft', draft_text: 'Half', versions: [], quiz: null });
  });

  it('refuses another section’s assignment (403) and an unpublished one (404)', async () => {
    const other = await t.call(STUDENT, 'GET', `/api/my/assignments/${ids.other}`);
    expect(other.status).toBe(403);
    expect(other.body.error.code).toBe('not_enrolled');
    expect((await t.call(STUDENT, 'GET', `/api/my/assignments/${ids.hidden}`)).status).toBe(404);
    expect((await t.call(RIVERSIDE, 'GET', `/api/my/assignments/${ids.handedIn}`)).status).toBe(404);
  });
});

// Assignments and grades through the one write engine (server/gradebook/assignments.ts, grades.ts):
// a teacher works in its own sections only, scores are bounded by the points plus 50% extra credit,
// grades go only to enrolled students, a stale cell is a 409, and a refused write changes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useApiTest } from '../helpers/api.ts';
import { ADMIN, TEACHER, STUDENT } from '../helpers/demo-accounts.ts';

const t = useApiTest();
const db = () => t.app.database.db;

let own: number;
let other: number;
let enrolled: number;
let outsider: number;

beforeAll(async () => {
  const party = (
    await sql<{ party_id: number }>`SELECT party_id FROM platform.app_users WHERE email = ${TEACHER}`.execute(db())
  ).rows[0].party_id;
  own = (
    await sql<{
      id: number;
    }>`SELECT id FROM lms.sections WHERE teacher_party_id = ${party} ORDER BY id LIMIT 1`.execute(db())
  ).rows[0].id;
  other = (
    await sql<{
      id: number;
    }>`SELECT id FROM lms.sections WHERE teacher_party_id <> ${party} ORDER BY id LIMIT 1`.execute(db())
  ).rows[0].id;
  enrolled = (
    await sql<{
      p: number;
    }>`SELECT student_party_id AS p FROM lms.enrollments WHERE section_id = ${own} LIMIT 1`.execute(db())
  ).rows[0].p;
  outsider = (
    await sql<{ p: number }>`SELECT party_id AS p FROM lms.parties WHERE kind = 'student' AND party_id NOT IN
      (SELECT student_party_id FROM lms.enrollments WHERE section_id = ${own}) LIMIT 1`.execute(db())
  ).rows[0].p;
});

const gradeCount = async () =>
  (await sql<{ c: number }>`SELECT count(*)::int AS c FROM lms.grades`.execute(db())).rows[0].c;

describe('assignments', () => {
  it('a teacher creates an assignment in its own section, not in another teacher’s', async () => {
    const r = await t.call(TEACHER, 'POST', '/api/resources/assignments', {
      section_id: own,
      title: 'Fractions quiz',
      category: 'quiz',
      due_date: '2026-12-01',
      max_points: 20,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.data).toMatchObject({ title: 'Fractions quiz', status: 'published', max_points: '20' });
    const refused = await t.call(TEACHER, 'POST', '/api/resources/assignments', {
      section_id: other,
      title: 'Not mine',
      max_points: 10,
    });
    expect(refused.status).toBe(404);
    expect(
      (await t.call(STUDENT, 'POST', '/api/resources/assignments', { section_id: own, title: 'x', max_points: 1 }))
        .status,
    ).toBe(403);
    const bad = await t.call(TEACHER, 'POST', '/api/resources/assignments', {
      section_id: own,
      title: 'Bad day',
      max_points: 10,
      due_date: '2026-02-30',
    });
    expect(bad.status).toBe(400);
  });
});

describe('grades', () => {
  let assignment: number;
  beforeAll(async () => {
    const r = await t.call(TEACHER, 'POST', '/api/resources/assignments', {
      section_id: own,
      title: 'Lab 7',
      max_points: 10,
    });
    assignment = r.body.data.id;
  });

  it('a teacher enters a score and changes it with the version it saw; a stale change is a 409', async () => {
    const created = await t.call(TEACHER, 'POST', '/api/resources/grades', {
      assignment_id: assignment,
      student_party_id: enrolled,
      score: 8.5,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = Number(created.body.data.id); // bigserial: text from a PostgreSQL server
    const changed = await t.call(TEACHER, 'PATCH', `/api/resources/grades/${id}`, {
      score: 9,
      mark: 'late',
      version: 1,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({ mark: 'late', version: 2 });
    const stale = await t.call(TEACHER, 'PATCH', `/api/resources/grades/${id}`, { score: 3, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('version_conflict');
    expect(stale.body.error.current).toMatchObject({ version: 2, mark: 'late' });

    const rows = await t.list(TEACHER, 'gradebook', 'grades', [['assignment_id', '=', assignment]]);
    expect(rows.body.data[0].rows).toEqual([expect.objectContaining({ id, score: 9, mark: 'late', version: 2 })]);
    expect((await t.list(STUDENT, 'gradebook', 'grades')).status).toBe(403);
  });

  it('refuses a score above points plus 50%, text, and a student outside the section, writing nothing', async () => {
    const before = await gradeCount();
    const high = await t.call(TEACHER, 'POST', '/api/resources/grades', {
      assignment_id: assignment,
      student_party_id: outsider,
      score: 15.5, // 10 points + 50% = 15
    });
    expect(high.status).toBe(400);
    expect(high.body.error.fields.score).toMatch(/from 0 to 15/);
    const text = await t.call(TEACHER, 'POST', '/api/resources/grades', {
      assignment_id: assignment,
      student_party_id: enrolled,
      score: 'nine',
    });
    expect(text.status).toBe(400);
    const negative = await t.call(TEACHER, 'POST', '/api/resources/grades', {
      assignment_id: assignment,
      student_party_id: enrolled,
      score: -1,
    });
    expect(negative.status).toBe(400);
    const outside = await t.call(TEACHER, 'POST', '/api/resources/grades', {
      assignment_id: assignment,
      student_party_id: outsider,
      score: 5,
    });
    expect(outside.status).toBe(400);
    expect(outside.body.error.fields.student_party_id).toMatch(/not enrolled/);
    expect(await gradeCount()).toBe(before);
  });

  it('another teacher’s grades are not found; an administrator may change them', async () => {
    const theirs = (
      await sql<{ id: number; version: number }>`SELECT g.id, g.version FROM lms.grades g
        JOIN lms.assignments a ON a.id = g.assignment_id WHERE a.section_id = ${other} LIMIT 1`.execute(db())
    ).rows[0];
    const r = await t.call(TEACHER, 'PATCH', `/api/resources/grades/${theirs.id}`, {
      score: 1,
      version: theirs.version,
    });
    expect(r.status).toBe(404);
    const a = await t.call(ADMIN, 'PATCH', `/api/resources/grades/${theirs.id}`, {
      mark: 'excused',
      version: theirs.version,
    });
    expect(a.status, JSON.stringify(a.body)).toBe(200);
  });
});

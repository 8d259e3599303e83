// Category weights per section (sections' set_grade_weights), filling a gradebook column
// (assignments' fill_column) and a student's own grades (grading/my_grades): a teacher in its own
// sections only, refusals change nothing, and a student sees nothing of another student.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useApiTest } from '../helpers/api.ts';
import { TEACHER, STUDENT } from '../helpers/demo-accounts.ts';

const t = useApiTest();
const db = () => t.app.database.db;

let own: number;
let other: number;

async function rows(email: string, bizobjfile: string, api: string, filter: unknown[] = []) {
  const r = await t.list(email, bizobjfile, api, filter, { rowsize: 500 });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data[0].rows as Record<string, unknown>[];
}
const action = (email: string, resource: string, name: string, ids: number[], input: unknown) =>
  t.call(email, 'POST', `/api/resources/${resource}/actions/${name}`, { ids, input });
const storedWeights = async (id: number) =>
  (await sql<{ w: unknown }>`SELECT grade_weights AS w FROM lms.sections WHERE id = ${id}`.execute(db())).rows[0].w;

beforeAll(async () => {
  const party = (
    await sql<{ party_id: number }>`SELECT party_id FROM platform.app_users WHERE email = ${TEACHER}`.execute(db())
  ).rows[0].party_id;
  const pick = async (mine: boolean) =>
    (
      await sql<{ id: number }>`SELECT id FROM lms.sections WHERE (teacher_party_id = ${party}) = ${mine}
        ORDER BY id LIMIT 1`.execute(db())
    ).rows[0].id;
  own = await pick(true);
  other = await pick(false);
});

describe('category weights', () => {
  it('saves weights adding to 100 % and reads them back; points-based again with null', async () => {
    const r = await action(TEACHER, 'sections', 'set_grade_weights', [own], { weights: { homework: 40, test: 60 } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.succeeded).toBe(1);
    expect(await storedWeights(own)).toEqual({ homework: 40, test: 60 });
    expect(await rows(TEACHER, 'grading', 'section_weights', [['id', '=', own]])).toEqual([
      { id: own, grade_weights: { homework: 40, test: 60 } },
    ]);
    const audit = await sql<{ c: number }>`SELECT count(*)::int AS c FROM platform.audit_log
      WHERE resource = 'sections' AND action = 'set_grade_weights' AND record_id = ${String(own)}`.execute(db());
    expect(audit.rows[0].c).toBe(1);
  });

  it('refuses a total other than 100 % at the weights field and saves nothing', async () => {
    const r = await action(TEACHER, 'sections', 'set_grade_weights', [own], { weights: { homework: 40, test: 50 } });
    expect(r.status).toBe(400);
    expect(r.body.error.fields.weights).toBe('The weights must add up to 100% (they add up to 90%)');
    const neg = await action(TEACHER, 'sections', 'set_grade_weights', [own], { weights: { homework: -10 } });
    expect(neg.status).toBe(400);
    const unknown = await action(TEACHER, 'sections', 'set_grade_weights', [own], { weights: { essays: 100 } });
    expect(unknown.status).toBe(400);
    expect(await storedWeights(own)).toEqual({ homework: 40, test: 60 });
  });

  it('keeps a teacher to its own sections and students out', async () => {
    const r = await action(TEACHER, 'sections', 'set_grade_weights', [other], { weights: { quiz: 100 } });
    expect(r.body.data.results[0]).toMatchObject({ ok: false, status: 404 });
    expect(await storedWeights(other)).toBeNull();
    expect((await action(STUDENT, 'sections', 'set_grade_weights', [own], { weights: null })).status).toBe(403);
    expect(await rows(TEACHER, 'grading', 'section_weights', [['id', '=', other]])).toEqual([]);
    const back = await action(TEACHER, 'sections', 'set_grade_weights', [own], { weights: null });
    expect(back.body.data.succeeded).toBe(1);
    expect(await storedWeights(own)).toBeNull();
  });
});

describe('fill column', () => {
  const gradesOf = async (assignment: number) =>
    (
      await sql<{ p: number; score: string | null; mark: string | null }>`
        SELECT student_party_id AS p, score::text AS score, mark FROM lms.grades WHERE assignment_id = ${assignment}
        ORDER BY student_party_id`.execute(db())
    ).rows;

  it('fills every empty cell of enrolled students and leaves graded cells alone, in one action', async () => {
    const made = await t.call(TEACHER, 'POST', '/api/resources/assignments', {
      section_id: own,
      title: 'Fill me',
      max_points: 20,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const a = Number(made.body.data.id);
    const students = (
      await sql<{ p: number }>`SELECT student_party_id AS p FROM lms.enrollments
        WHERE section_id = ${own} AND withdrawn_at IS NULL ORDER BY student_party_id`.execute(db())
    ).rows.map((r) => r.p);
    expect(students.length).toBeGreaterThan(2);
    const [graded, blank] = students;
    for (const [p, score] of [
      [graded, 15],
      [blank, null],
    ] as const) {
      const r = await t.call(TEACHER, 'POST', '/api/resources/grades', {
        assignment_id: a,
        student_party_id: p,
        score,
      });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
    }

    // 31 is above 20 points plus 50 %: refused at the id, nothing written
    const over = await action(TEACHER, 'assignments', 'fill_column', [a], { score: 31, mark: null });
    expect(over.body.data.results[0]).toMatchObject({ ok: false, status: 400 });
    expect((await gradesOf(a)).length).toBe(2);
    const none = await action(TEACHER, 'assignments', 'fill_column', [a], { score: null, mark: null });
    expect(none.status).toBe(400);
    expect(none.body.error.fields.score).toBe('Give a score or a mark to fill with');

    const r = await action(TEACHER, 'assignments', 'fill_column', [a], { score: 18, mark: 'late' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.succeeded).toBe(1);
    const after = await gradesOf(a);
    expect(after.map((g) => g.p)).toEqual(students);
    for (const g of after)
      expect(g).toEqual(
        g.p === graded ? { p: graded, score: '15', mark: null } : { p: g.p, score: '18', mark: 'late' },
      );

    // a teacher cannot fill another teacher's column; a student may not fill at all
    const foreign = (
      await sql<{ id: number }>`INSERT INTO lms.assignments (section_id, title, max_points)
        VALUES (${other}, 'Not mine', 10) RETURNING id`.execute(db())
    ).rows[0].id;
    const refused = await action(TEACHER, 'assignments', 'fill_column', [foreign], { score: null, mark: 'missing' });
    expect(refused.body.data.results[0]).toMatchObject({ ok: false, status: 404 });
    expect(await gradesOf(foreign)).toEqual([]);
    expect((await action(STUDENT, 'assignments', 'fill_column', [a], { score: 1, mark: null })).status).toBe(403);
  });
});

describe("a student's own grades", () => {
  it('lists its published assignments with its own score and mark, nothing of other students', async () => {
    const me = (
      await sql<{ party_id: number }>`SELECT party_id FROM platform.app_users WHERE email = ${STUDENT}`.execute(db())
    ).rows[0].party_id;
    const mine = (
      await sql<{ s: number }>`SELECT section_id AS s FROM lms.enrollments
        WHERE student_party_id = ${me} AND withdrawn_at IS NULL ORDER BY section_id LIMIT 1`.execute(db())
    ).rows[0].s;
    const classmate = (
      await sql<{ p: number }>`SELECT student_party_id AS p FROM lms.enrollments
        WHERE section_id = ${mine} AND student_party_id <> ${me} LIMIT 1`.execute(db())
    ).rows[0].p;
    const add = async (title: string, status: string) =>
      (
        await sql<{ id: number }>`INSERT INTO lms.assignments (section_id, title, max_points, status, category)
          VALUES (${mine}, ${title}, 40, ${status}, 'test') RETURNING id`.execute(db())
      ).rows[0].id;
    const published = await add('Own grades test', 'published');
    const draft = await add('Own grades draft', 'draft');
    await sql`INSERT INTO lms.grades (assignment_id, student_party_id, score, mark) VALUES
      (${published}, ${me}, 30, 'late'), (${published}, ${classmate}, 12, NULL),
      (${draft}, ${me}, 40, NULL)`.execute(db());

    const own = await rows(STUDENT, 'grading', 'my_grades', [['section_id', '=', mine]]);
    const row = own.find((r) => r.id === published);
    expect(row).toMatchObject({
      title: 'Own grades test',
      max_points: 40,
      score: 30,
      mark: 'late',
      student_party_id: me,
    });
    expect(own.some((r) => r.id === draft)).toBe(false);
    expect(own.every((r) => r.student_party_id === me)).toBe(true);
    expect(own.some((r) => r.score === 12)).toBe(false);
    // asking for the classmate's grades finds nothing; a teacher has no own grades to read here
    expect(await rows(STUDENT, 'grading', 'my_grades', [['student_party_id', '=', classmate]])).toEqual([]);
    expect((await t.list(TEACHER, 'grading', 'my_grades')).status).toBe(403);
    // the gradebook's lists stay closed to a student
    expect((await t.list(STUDENT, 'gradebook', 'grades', [['student_party_id', '=', classmate]])).status).toBe(403);
  });
});

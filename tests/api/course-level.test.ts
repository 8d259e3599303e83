// A course's credits and level (regular, honors, AP) are edited in the course form
// (src/shared/entities/courses.ts) and the transcript's GPA weighting follows the edit
// (src/shared/transcript-gpa.ts: honors +0.5, AP +1 on a passing grade).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createApiTest, type ApiTest } from '../helpers/api.ts';

let t: ApiTest;
const db = () => t.app.database.db;
const ADMIN = 'admin@demo-academy.test';
const LUKE = 900301; // a student of lms only
let course: { id: number; version: number };

const gpa = async () => (await t.call(ADMIN, 'GET', `/api/student-transcripts/${LUKE}`)).body.data.cumulative;

beforeAll(async () => {
  t = await createApiTest();
  await sql`INSERT INTO lms.parties (party_id, kind, first_name, last_name) VALUES (${LUKE}, 'student', 'Luke', 'Level')`.execute(
    db(),
  );
  const r = await t.call(ADMIN, 'POST', '/api/resources/courses', { course_code: 'CHEM-L', course_title: 'Chemistry' });
  course = r.body.data;
  const s = await sql<{ id: number }>`INSERT INTO lms.sections (course_id, section_name)
    VALUES (${course.id}, 'Chemistry 1') RETURNING id`.execute(db());
  await sql`INSERT INTO lms.enrollments (section_id, student_party_id) VALUES (${s.rows[0].id}, ${LUKE})`.execute(db());
  const a = await sql<{ id: number }>`INSERT INTO lms.assignments (section_id, title, max_points)
    VALUES (${s.rows[0].id}, 'Lab', 20) RETURNING id`.execute(db());
  // 17 of 20 = 85%: a B, 3 points
  await sql`INSERT INTO lms.grades (assignment_id, student_party_id, score) VALUES (${a.rows[0].id}, ${LUKE}, 17)`.execute(
    db(),
  );
});
afterAll(async () => {
  await t?.close();
});

describe('course credits and level', () => {
  it('a new course is one regular credit: weighted GPA equals unweighted', async () => {
    const row = (await t.list(ADMIN, 'courses', 'courses', [['id', '=', course.id]])).body.data[0].rows[0];
    expect(row).toMatchObject({ credits: 1, course_level: 'regular' });
    expect(await gpa()).toEqual({ unweighted: 3, weighted: 3, attempted: 1, earned: 1 });
  });

  it('edited to honors with 2 credits, then AP: the weighting follows', async () => {
    const honors = await t.call(ADMIN, 'PATCH', `/api/resources/courses/${course.id}`, {
      course_level: 'honors',
      credits: 2,
      version: course.version,
    });
    expect(honors.status, JSON.stringify(honors.body)).toBe(200);
    expect(await gpa()).toEqual({ unweighted: 3, weighted: 3.5, attempted: 2, earned: 2 });
    const ap = await t.call(ADMIN, 'PATCH', `/api/resources/courses/${course.id}`, {
      course_level: 'ap',
      version: honors.body.data.version,
    });
    expect(ap.status, JSON.stringify(ap.body)).toBe(200);
    expect(await gpa()).toEqual({ unweighted: 3, weighted: 4, attempted: 2, earned: 2 });
  });

  it('refuses an unknown level and credits out of range at their fields', async () => {
    const post = (extra: object) =>
      t.call(ADMIN, 'POST', '/api/resources/courses', { course_code: 'BAD-L', course_title: 'Bad', ...extra });
    const level = await post({ course_level: 'gifted' });
    expect(level.status).toBe(400);
    expect(level.body.error.fields.course_level).toBe('Level must be one of: regular, honors, ap');
    const credits = await post({ credits: 25 });
    expect(credits.status).toBe(400);
    expect(Object.keys(credits.body.error.fields)).toEqual(['credits']);
  });
});

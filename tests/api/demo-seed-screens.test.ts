// The demo seed gives a new user something to try on every screen: each list below answers rows to
// the demo account that may open it (README's demo accounts; src/policies for who may open what),
// the way a school in its second month would have them: past batch-job runs, courses linked to
// BJU Press, a family's and an independent teacher's catalogue courses, lesson transcripts,
// student and teacher photos, transcripts with graded courses, and a course's curriculum map.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useApiTest } from '../helpers/api.ts';
import { ADMIN, FAMILY, IND, OPERATOR, STUDENT, TEACHER } from '../helpers/demo-accounts.ts';

const t = useApiTest();

const rowsOf = async (email: string, bizobjfile: string, api: string, filter: unknown[] = []) => {
  const r = await t.list(email, bizobjfile, api, filter);
  expect(r.status, `${email} ${bizobjfile}/${api}: ${JSON.stringify(r.body)}`).toBe(200);
  return r.body.data[0].rows as Record<string, unknown>[];
};

describe('the demo seed fills the screens a demo account opens', () => {
  it('/admin/batch-jobs: the school administrator and the operator see past runs', async () => {
    for (const who of [ADMIN, OPERATOR]) {
      const r = await t.call(who, 'GET', '/api/batch-jobs');
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.rows.length, who).toBeGreaterThan(0);
      expect(
        r.body.rows.some((x: { state: string }) => x.state === 'completed'),
        who,
      ).toBe(true);
    }
  });

  it('/ei/all-courses-bju: the operator sees school courses linked to BJU Press', async () => {
    expect((await rowsOf(OPERATOR, 'catalog', 'all_tenant_courses', [['is_bju', '=', true]])).length).toBeGreaterThan(
      0,
    );
  });

  it('/ei/my-courses: the home-school family and the independent teacher hold catalogue courses', async () => {
    for (const who of [FAMILY, IND])
      expect((await rowsOf(who, 'catalog', 'my_courses')).length, who).toBeGreaterThan(0);
  });

  it('/ei/lesson-transcripts: the operator sees lesson transcripts', async () => {
    expect((await rowsOf(OPERATOR, 'lesson_transcripts', 'lesson_transcripts')).length).toBeGreaterThan(0);
  });

  it('/student-images and /teacher-images: people have photos whose files are served', async () => {
    for (const [who, kind] of [
      [ADMIN, 'student'],
      [ADMIN, 'teacher'],
      [TEACHER, 'teacher'],
    ] as const) {
      const r = await t.call(who, 'GET', `/api/${kind}-images`);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const withPhoto = r.body.rows.filter((p: { photo_count: number }) => p.photo_count > 0);
      expect(withPhoto.length, `${who} ${kind}`).toBeGreaterThan(0);
    }
  });

  it('/student-transcripts: the student and the administrator read a transcript with graded courses', async () => {
    const students = await rowsOf(ADMIN, 'student_records', 'transcript_students');
    expect(students.length).toBeGreaterThan(0);
    const own = await sql<{
      party_id: number;
    }>`SELECT party_id FROM platform.app_users WHERE email = ${STUDENT}`.execute(t.app.database.db);
    for (const who of [STUDENT, ADMIN]) {
      const r = await t.call(who, 'GET', `/api/student-transcripts/${own.rows[0].party_id}`);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const courses = r.body.data.terms.flatMap((x: { courses: { letter: string | null }[] }) => x.courses);
      expect(courses.filter((c: { letter: string | null }) => c.letter).length, who).toBeGreaterThan(0);
    }
  });

  it('/curriculum/curriculum-mapping: the teacher finds a course of its own with mapped standards', async () => {
    const courses = await rowsOf(TEACHER, 'courses', 'courses');
    expect(courses.length).toBeGreaterThan(0);
    let mapped = 0;
    for (const c of courses) {
      const rows = await rowsOf(TEACHER, 'curriculum', 'standards_matrix', [['course_id', '=', c.id]]);
      mapped += rows.filter((r) => r.covered).length;
    }
    expect(mapped).toBeGreaterThan(0);
  });
});

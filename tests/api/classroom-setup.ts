// The classroom tests' common ground: the demo student's party, a section it attends that the demo
// teacher co-teaches, a section it does not attend that the teacher does not teach, and an
// assignment maker. Every classroom test file starts from this.
import { beforeAll } from 'vitest';
import { sql } from 'kysely';
import type { ApiTest } from '../helpers/api.ts';
import { STUDENT, TEACHER } from '../helpers/demo-accounts.ts';

export interface Classroom {
  me: number;
  teacher: number;
  section: number;
  otherSection: number;
  /** a published assignment (text hand-in, due far ahead) with the given columns changed */
  assignment(title: string, extra?: Record<string, unknown>, sec?: number): Promise<number>;
}

export function useClassroom(t: () => ApiTest): Classroom {
  const c = {} as Classroom;
  beforeAll(async () => {
    const db = t().app.database.db;
    const one = async <T>(q: ReturnType<typeof sql<T>>) => (await q.execute(db)).rows[0];
    const party = async (email: string) =>
      (await one(sql<{ p: number }>`SELECT party_id AS p FROM platform.app_users WHERE email = ${email}`)).p;
    c.me = await party(STUDENT);
    c.teacher = await party(TEACHER);
    c.section = (
      await one(sql<{ s: number }>`SELECT section_id AS s FROM lms.enrollments
        WHERE student_party_id = ${c.me} AND withdrawn_at IS NULL ORDER BY section_id LIMIT 1`)
    ).s;
    c.otherSection = (
      await one(sql<{ s: number }>`SELECT id AS s FROM lms.sections s WHERE id NOT IN
        (SELECT section_id FROM lms.enrollments WHERE student_party_id = ${c.me})
        AND s.teacher_party_id IS DISTINCT FROM ${c.teacher} AND NOT EXISTS (SELECT 1 FROM lms.section_teachers st
          WHERE st.section_id = s.id AND st.teacher_party_id = ${c.teacher}) ORDER BY id LIMIT 1`)
    ).s;
    await sql`INSERT INTO lms.section_teachers (section_id, teacher_party_id) VALUES (${c.section}, ${c.teacher})
      ON CONFLICT DO NOTHING`.execute(db);
    c.assignment = async (title, extra = {}, sec = c.section) => {
      const a = {
        submission_kind: 'text',
        due_date: '2999-01-01',
        close_at: null,
        allow_resubmit: true,
        accepted_types: ['application/pdf'],
        max_points: 100,
        ...extra,
      };
      const r = await one(sql<{ id: number }>`INSERT INTO lms.assignments (section_id, title, due_date,
        submission_kind, accepted_types, close_at, allow_resubmit, max_points, status) VALUES (${sec}, ${title},
        ${a.due_date}, ${a.submission_kind}, ${a.accepted_types}, ${a.close_at}, ${a.allow_resubmit},
        ${a.max_points}, 'published') RETURNING id`);
      return r.id;
    };
  });
  return c;
}

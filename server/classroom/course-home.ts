// GET /api/course-home/{sectionId}: one section's course home, for its student and its teacher (the
// course-home page of src/resources/classroom). In order: the course's units and lessons (content
// elements, the section's own and the course's), then its assignments and quizzes with their state:
// a student's own status (the my-assignments rule), a teacher's counts (enrolled, handed in, graded).
// A student sees published lessons and assignments of a section it attends; a teacher (or
// co-teacher) everything of a section it teaches, an administrator any section of the school. Any
// other section answers 404, as if it did not exist. The school is always the token's (req.tenant).
import { sql } from 'kysely';
import type { Principal } from '../auth/principal.ts';
import type { Tenant } from '../db/tenant.ts';
import { notFound } from '../errors.ts';
import { statusOf } from './my-assignments.ts';
import { teaches } from './teaches.ts';

interface SectionRow {
  id: number;
  section_name: string;
  section_code: string | null;
  course_id: number;
  course_title: string;
  attends: boolean;
  teaches: boolean;
}

const PUBLISHED = sql`(ce.publish_at IS NULL OR ce.publish_at <= now())
  AND (ce.unpublish_at IS NULL OR ce.unpublish_at > now())`;

async function sectionOf(t: Tenant, me: number, id: number) {
  const r = await sql<SectionRow>`SELECT sec.id, sec.section_name, sec.section_code, sec.course_id, c.course_title,
      EXISTS (SELECT 1 FROM ${t.table('enrollments')} e WHERE e.section_id = sec.id
        AND e.student_party_id = ${me} AND e.withdrawn_at IS NULL) AS attends,
      ${teaches(t, me)} AS teaches
    FROM ${t.table('sections')} sec JOIN ${t.table('courses')} c ON c.id = sec.course_id
    WHERE sec.id = ${id}`.execute(t.db);
  return r.rows[0];
}

async function lessons(t: Tenant, s: SectionRow, student: boolean) {
  const r = await sql<{ id: number; element_type: string; title: string; position: number; published: boolean }>`
    SELECT ce.id, ce.element_type, ce.title, ce.position, ${PUBLISHED} AS published
    FROM ${t.table('content_elements')} ce
    WHERE ce.course_id = ${s.course_id} AND (ce.section_id IS NULL OR ce.section_id = ${s.id})
      AND (${!student} OR ${PUBLISHED})
    ORDER BY ce.position, ce.id`.execute(t.db);
  return r.rows;
}

interface WorkRow {
  id: number;
  title: string;
  category: string;
  due_date: string | null;
  due_at: Date | null;
  submission_kind: string;
  max_points: number;
  published: boolean;
  sub_status: string | null;
  late: boolean | null;
  score: number | null;
  released: boolean | null;
  enrolled: number;
  handed_in: number;
  graded: number;
}

async function work(t: Tenant, me: number, s: SectionRow, student: boolean) {
  const r = await sql<WorkRow>`
    SELECT a.id, a.title, a.category, to_char(a.due_date, 'YYYY-MM-DD') AS due_date,
      COALESCE(x.due_at, (a.due_date + 1)::timestamptz) AS due_at, a.submission_kind,
      a.max_points::float8 AS max_points, a.status = 'published' AS published,
      s.status AS sub_status, v.late, g.score::float8 AS score, g.released,
      (SELECT count(*)::int FROM ${t.table('enrollments')} e WHERE e.section_id = a.section_id
        AND e.withdrawn_at IS NULL) AS enrolled,
      (SELECT count(*)::int FROM ${t.table('submissions')} hs WHERE hs.assignment_id = a.id
        AND hs.status <> 'draft') AS handed_in,
      (SELECT count(*)::int FROM ${t.table('grades')} gg WHERE gg.assignment_id = a.id
        AND gg.score IS NOT NULL) AS graded
    FROM ${t.table('assignments')} a
    LEFT JOIN ${t.table('assignment_extensions')} x ON x.assignment_id = a.id AND x.student_party_id = ${me}
    LEFT JOIN ${t.table('submissions')} s ON s.assignment_id = a.id AND s.student_party_id = ${me}
    LEFT JOIN LATERAL (SELECT late FROM ${t.table('submission_versions')} sv WHERE sv.submission_id = s.id
      ORDER BY sv.version DESC LIMIT 1) v ON true
    LEFT JOIN ${t.table('grades')} g ON g.assignment_id = a.id AND g.student_party_id = ${me}
    WHERE a.section_id = ${s.id} AND (${!student} OR a.status = 'published')
    ORDER BY a.due_date NULLS LAST, a.id`.execute(t.db);
  return r.rows.map((w) => {
    const common = {
      id: w.id,
      title: w.title,
      category: w.category,
      due_date: w.due_date,
      due_at: w.due_at ? w.due_at.toISOString() : null,
      submission_kind: w.submission_kind,
      max_points: w.max_points,
    };
    if (!student)
      return {
        ...common,
        published: w.published,
        counts: { enrolled: w.enrolled, handed_in: w.handed_in, graded: w.graded },
      };
    const released = w.released === true && w.score !== null;
    return { ...common, status: statusOf(w), released, ...(released ? { score: w.score! } : {}) };
  });
}

export async function courseHome(t: Tenant, p: Principal, sectionId: number) {
  const me = p.partyId ?? 0;
  const s = await sectionOf(t, me, sectionId);
  const student = p.currentRole === 'student';
  const mine = s && (student ? s.attends : s.teaches || p.currentRole === 'admin');
  if (!s || !mine) throw notFound(`Section ${sectionId} not found`);
  return {
    section: { id: s.id, name: s.section_name, code: s.section_code, course_title: s.course_title },
    view: student ? ('student' as const) : ('teacher' as const),
    lessons: await lessons(t, s, student),
    assignments: await work(t, me, s, student),
  };
}

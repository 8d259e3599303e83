// A student's transcript from the gradebook: the sections it attended (not withdrawn) grouped by
// term, each course's final grade (its gradebook average, src/shared/grade-math.ts, on the school's
// grading scale), credits, and term and cumulative GPA (src/shared/transcript-gpa.ts).
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';
import { studentAverage, type Column, type GradeValue } from '../../src/shared/grade-math.ts';
import type { GradeWeights } from '../../src/shared/grade-weights.ts';
import {
  computeGpa,
  DEFAULT_SCALE,
  gradeFor,
  parseScale,
  type CourseLevel,
  type GpaResult,
  type ScaleStep,
} from '../../src/shared/transcript-gpa.ts';

export interface TranscriptCourse {
  section_id: number;
  course_code: string;
  course_title: string;
  credits: number;
  level: CourseLevel;
  percent: number | null;
  letter: string | null;
  points: number | null;
}

export interface TranscriptTerm {
  term: string;
  courses: TranscriptCourse[];
  gpa: GpaResult;
  /** all terms up to and including this one */
  cumulative: GpaResult;
}

export interface Transcript {
  student: { party_id: number; name: string; grade_level: string | null };
  school: { name: string; address: string };
  scale: ScaleStep[];
  terms: TranscriptTerm[];
  cumulative: GpaResult;
}

interface SectionRow {
  section_id: number;
  course_code: string;
  course_title: string;
  credits: number;
  course_level: CourseLevel;
  term: string | null;
  grade_weights: GradeWeights | null;
}

async function sectionsOf(db: Db, t: Tenant, partyId: number) {
  const s = t.ident;
  const r = await sql<SectionRow>`
    SELECT sec.id AS section_id, c.course_code, c.course_title, c.credits::float8 AS credits, c.course_level,
      tm.school_year || ' ' || tm.term_name AS term, sec.grade_weights
    FROM ${s}.enrollments e JOIN ${s}.sections sec ON sec.id = e.section_id
      JOIN ${s}.courses c ON c.id = sec.course_id LEFT JOIN ${s}.terms tm ON tm.id = sec.term_id
    WHERE e.student_party_id = ${partyId} AND e.withdrawn_at IS NULL
    ORDER BY tm.start_date NULLS LAST, tm.school_year, tm.term_name, c.course_title, sec.id`.execute(db);
  return r.rows;
}

async function gradesOf(db: Db, t: Tenant, partyId: number) {
  const s = t.ident;
  const r = await sql<Column & GradeValue & { section_id: number }>`
    SELECT a.section_id, a.id, a.max_points::float8 AS max_points, a.category, g.score::float8 AS score, g.mark
    FROM ${s}.assignments a JOIN ${s}.enrollments e ON e.section_id = a.section_id AND e.student_party_id = ${partyId}
      LEFT JOIN ${s}.grades g ON g.assignment_id = a.id AND g.student_party_id = ${partyId}
    WHERE a.status = 'published'`.execute(db);
  const bySection = new Map<number, { columns: Column[]; cells: Record<string, GradeValue> }>();
  for (const g of r.rows) {
    const e = bySection.get(g.section_id) ?? { columns: [], cells: {} };
    e.columns.push({ id: g.id, max_points: g.max_points, category: g.category });
    e.cells[String(g.id)] = { score: g.score, mark: g.mark };
    bySection.set(g.section_id, e);
  }
  return bySection;
}

async function schoolOf(db: Db, tenantId: number) {
  const r = await sql<{ title: string; data: Record<string, unknown> | null }>`
    SELECT t.title, s.data FROM platform.tenants t LEFT JOIN platform.settings s ON s.tenant_id = t.id
    WHERE t.id = ${tenantId}`.execute(db);
  const row = r.rows[0];
  const data = row?.data ?? {};
  const text = (k: string) => (typeof data[k] === 'string' ? (data[k] as string) : '');
  return {
    school: { name: row?.title ?? '', address: text('school_address') },
    scale: parseScale(text('grading_scale')) ?? [...DEFAULT_SCALE],
  };
}

/** The transcript of a student of the tenant, or null when there is no such student. */
export async function buildTranscript(db: Db, tenant: Tenant, partyId: number): Promise<Transcript | null> {
  const s = tenant.ident;
  const who = await sql<{ name: string; grade_level: string | null }>`
    SELECT p.first_name || ' ' || p.last_name AS name, gl.name AS grade_level
    FROM ${s}.parties p LEFT JOIN ${s}.grade_levels gl ON gl.id = p.grade_level_id
    WHERE p.party_id = ${partyId} AND p.kind = 'student'`.execute(db);
  if (!who.rows[0]) return null;
  const [sections, grades, { school, scale }] = await Promise.all([
    sectionsOf(db, tenant, partyId),
    gradesOf(db, tenant, partyId),
    schoolOf(db, tenant.id),
  ]);
  const terms: TranscriptTerm[] = [];
  const all: TranscriptCourse[] = [];
  for (const sec of sections) {
    const g = grades.get(sec.section_id);
    const percent = g ? studentAverage(g.cells, g.columns, sec.grade_weights) : null;
    const step = percent === null ? null : gradeFor(percent, scale);
    const course: TranscriptCourse = {
      section_id: sec.section_id,
      course_code: sec.course_code,
      course_title: sec.course_title,
      credits: sec.credits,
      level: sec.course_level,
      percent,
      letter: step?.letter ?? null,
      points: step?.points ?? null,
    };
    const name = sec.term ?? 'No term';
    let term = terms.find((t) => t.term === name);
    if (!term) terms.push((term = { term: name, courses: [], gpa: computeGpa([]), cumulative: computeGpa([]) }));
    term.courses.push(course);
  }
  for (const t of terms) {
    all.push(...t.courses);
    t.gpa = computeGpa(t.courses, scale);
    t.cumulative = computeGpa(all, scale);
  }
  return { student: { party_id: partyId, ...who.rows[0] }, school, scale, terms, cumulative: computeGpa(all, scale) };
}

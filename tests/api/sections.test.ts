// Sections, terms and enrolment (tenant migration 003-structure, server/demo/seed-structure.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useApiTest } from '../helpers/api.ts';
import { ADMIN, TEACHER } from '../helpers/demo-accounts.ts';

const t = useApiTest();

const db = () => t.app.database.db;
const rows = async <T>(q: { execute(db: unknown): Promise<{ rows: T[] }> }) => (await q.execute(db())).rows;

describe('demo structure seed', () => {
  it.each(['lms', 'riverside_lms'])(
    '%s: 20+ sections over several terms, 3-6 per teacher this term, 15-30 students each',
    async (schema) => {
      const s = sql.id(schema);
      const [totals] = await rows<{ sections: number; terms: number }>(
        sql`SELECT count(*)::int AS sections, count(DISTINCT term_id)::int AS terms FROM ${s}.sections`,
      );
      expect(totals.sections).toBeGreaterThanOrEqual(20);
      expect(totals.terms).toBeGreaterThanOrEqual(3);
      const perTeacher = await rows<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM ${s}.sections sec JOIN ${s}.terms tm ON tm.id = sec.term_id
      JOIN platform.tenants pt ON pt.name = ${schema} JOIN platform.settings st ON st.tenant_id = pt.id
      WHERE tm.school_year || '/' || tm.term_name = st.current_year_term GROUP BY sec.teacher_party_id`);
      expect(perTeacher.length).toBeGreaterThan(0);
      expect(perTeacher.filter((r) => r.n < 3 || r.n > 6)).toEqual([]);
      const roster = await rows<{ n: number }>(sql`
      SELECT count(e.id)::int AS n FROM ${s}.sections sec
      LEFT JOIN ${s}.enrollments e ON e.section_id = sec.id AND e.withdrawn_at IS NULL GROUP BY sec.id`);
      expect(roster.filter((r) => r.n < 15 || r.n > 30)).toEqual([]);
      const [coded] = await rows<{ c: number }>(
        sql`SELECT count(*)::int AS c FROM ${s}.sections WHERE section_code IS NULL OR meeting_days = '' OR room IS NULL`,
      );
      expect(coded.c).toBe(0);
    },
  );
});

const one = async <T>(q: { execute(db: unknown): Promise<{ rows: T[] }> }) => (await rows<T>(q))[0];
const call = (email: string, method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
  t.call(email, method, url, body);
async function list(email: string, api: string, filter: unknown[] = []) {
  const r = await t.list(email, 'sections', api, filter, { rowsize: 500 });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data[0] as { rows: Record<string, unknown>[]; total: number };
}

describe('sections', () => {
  let refs: {
    course: number;
    term: number;
    teacher: number;
    other: number;
    students: number[];
    guardianOrTeacher: number;
  };
  let section: { id: number; version: number };

  beforeAll(async () => {
    const me = await one<{ party_id: number }>(sql`SELECT party_id FROM platform.app_users WHERE email = ${TEACHER}`);
    const other = await one<{ party_id: number }>(
      sql`SELECT party_id FROM lms.parties WHERE kind = 'teacher' AND party_id <> ${me.party_id} ORDER BY party_id LIMIT 1`,
    );
    const students = await rows<{ party_id: number }>(
      sql`SELECT party_id FROM lms.parties WHERE kind = 'student' ORDER BY party_id LIMIT 4`,
    );
    refs = {
      course: (await one<{ id: number }>(sql`SELECT id FROM lms.courses ORDER BY id LIMIT 1`)).id,
      term: (await one<{ id: number }>(sql`SELECT max(id) AS id FROM lms.terms`)).id,
      teacher: me.party_id,
      other: other.party_id,
      students: students.map((s) => s.party_id),
      guardianOrTeacher: other.party_id,
    };
  });

  it('an admin creates a section with co-teachers and a meeting pattern; it is listed, filtered and audited', async () => {
    const r = await call(ADMIN, 'POST', '/api/resources/sections', {
      section_code: 'ASTRO-1',
      section_name: 'Astronomy A',
      course_id: refs.course,
      term_id: refs.term,
      teacher_party_id: refs.teacher,
      co_teacher_ids: [refs.other],
      room: 'Lab 9',
      capacity: 3,
      meeting_days: 'Mon,Wed',
      start_time: '09:00',
      end_time: '09:50',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    section = r.body.data;
    expect(r.body.data).toMatchObject({ status: 'active', version: 1, room: 'Lab 9', capacity: 3 });
    const found = await list(ADMIN, 'sections', [['search', 'ilike', '%astronomy a%']]);
    expect(found.rows.map((x) => x.id)).toEqual([section.id]);
    expect(found.rows[0]).toMatchObject({ co_teacher_ids: [refs.other], start_time: '09:00', enrolled: 0 });
    const byTerm = await list(ADMIN, 'sections', [
      ['term_id', '=', refs.term],
      ['teacher_party_id', '=', refs.teacher],
    ]);
    expect(byTerm.rows.every((x) => x.term_id === refs.term && x.teacher_party_id === refs.teacher)).toBe(true);
    expect(byTerm.rows.map((x) => x.id)).toContain(section.id);
    const audit = await rows<{ action: string }>(sql`SELECT action FROM platform.audit_log
      WHERE resource = 'sections' AND record_id = ${String(section.id)} ORDER BY id`);
    expect(audit.map((x) => x.action)).toEqual(['create']);
  });

  it('warns about, but accepts, a section overlapping the same room at the same time', async () => {
    const r = await call(ADMIN, 'POST', '/api/resources/sections', {
      section_code: 'ASTRO-2',
      section_name: 'Astronomy B',
      course_id: refs.course,
      term_id: refs.term,
      room: 'Lab 9',
      meeting_days: 'Wed,Fri',
      start_time: '09:30',
      end_time: '10:20',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const [row] = (await list(ADMIN, 'sections', [['id', '=', r.body.data.id]])).rows;
    expect(row.overlaps).toBe('ASTRO-1 (same room)');
    expect((await call(ADMIN, 'DELETE', `/api/resources/sections/${r.body.data.id}?version=1`)).status).toBe(200);
  });

  it('refuses bad input at its field and writes nothing', async () => {
    const before = (await list(ADMIN, 'sections')).total;
    const base = { section_code: 'BAD-1', section_name: 'Bad', course_id: refs.course, term_id: refs.term };
    const noTerm = await call(ADMIN, 'POST', '/api/resources/sections', { ...base, term_id: 999999 });
    expect(noTerm.status).toBe(400);
    expect(noTerm.body.error.fields).toEqual({ term_id: 'No such term' });
    const student = await call(ADMIN, 'POST', '/api/resources/sections', {
      ...base,
      teacher_party_id: refs.students[0],
    });
    expect(student.body.error.fields).toEqual({ teacher_party_id: 'Not a teacher' });
    const times = await call(ADMIN, 'POST', '/api/resources/sections', {
      ...base,
      start_time: '10:00',
      end_time: '09:00',
    });
    expect(times.body.error.fields).toEqual({ end_time: 'End time must be after the start time' });
    const days = await call(ADMIN, 'POST', '/api/resources/sections', { ...base, meeting_days: 'Monday' });
    expect(days.body.error.fields).toEqual({ meeting_days: 'Meeting days are day names like Mon,Wed,Fri' });
    const cap = await call(ADMIN, 'POST', '/api/resources/sections', { ...base, capacity: 0 });
    expect(cap.status).toBe(400);
    expect(Object.keys(cap.body.error.fields)).toEqual(['capacity']);
    expect((await list(ADMIN, 'sections')).total).toBe(before);
  });

  it('enrols students up to capacity; refuses duplicates, non-students, a full and an archived section by name', async () => {
    const enrol = (student: number) =>
      call(ADMIN, 'POST', '/api/resources/enrollments', { section_id: section.id, student_party_id: student });
    for (const s of refs.students.slice(0, 3)) expect((await enrol(s)).status).toBe(201);
    const dup = await enrol(refs.students[0]);
    expect(dup.status).toBe(400);
    expect(dup.body.error.code).toBe('already_enrolled');
    const full = await enrol(refs.students[3]);
    expect(full.status).toBe(400);
    expect(full.body.error).toMatchObject({ code: 'over_capacity', message: 'Section ASTRO-1 is full (capacity 3)' });
    const teacher = await enrol(refs.guardianOrTeacher);
    expect(teacher.status).toBe(400);
    expect(teacher.body.error.code).toBe('not_a_student');
    const roster = await list(ADMIN, 'enrollments', [['section_id', '=', section.id]]);
    expect(roster.rows.map((x) => x.student_party_id).sort()).toEqual(refs.students.slice(0, 3).sort());
  });

  it('withdraws one: the row stays as history, a seat frees up, and the student may be enrolled again', async () => {
    const roster = await list(ADMIN, 'enrollments', [
      ['section_id', '=', section.id],
      ['student_party_id', '=', refs.students[0]],
    ]);
    const w = await call(ADMIN, 'POST', '/api/resources/enrollments/actions/withdraw', { ids: [roster.rows[0].id] });
    expect(w.status).toBe(200);
    expect(w.body.data.succeeded).toBe(1);
    const history = await list(ADMIN, 'enrollments', [
      ['section_id', '=', section.id],
      ['withdrawn_at', 'not_null'],
    ]);
    expect(history.rows.map((x) => x.student_party_id)).toEqual([refs.students[0]]);
    expect((await list(ADMIN, 'sections', [['id', '=', section.id]])).rows[0].enrolled).toBe(2);
    const again = await call(ADMIN, 'POST', '/api/resources/enrollments', {
      section_id: section.id,
      student_party_id: refs.students[0],
    });
    expect(again.status).toBe(201);
    const all = await list(ADMIN, 'enrollments', [
      ['section_id', '=', section.id],
      ['student_party_id', '=', refs.students[0]],
    ]);
    expect(all.total).toBe(2);
  });

  it("a teacher sees only sections it teaches; another teacher's section answers 404", async () => {
    const mine = await list(TEACHER, 'sections');
    expect(mine.total).toBeGreaterThan(0);
    const taught = await rows<{ id: number }>(sql`SELECT id FROM lms.sections WHERE teacher_party_id = ${refs.teacher}
      OR id IN (SELECT section_id FROM lms.section_teachers WHERE teacher_party_id = ${refs.teacher})`);
    expect(mine.rows.map((x) => x.id).sort()).toEqual(taught.map((x) => x.id).sort());
    const foreign = await one<{ id: number }>(sql`SELECT id FROM lms.sections WHERE teacher_party_id <> ${refs.teacher}
      AND id NOT IN (SELECT section_id FROM lms.section_teachers WHERE teacher_party_id = ${refs.teacher}) LIMIT 1`);
    expect((await list(TEACHER, 'sections', [['id', '=', foreign.id]])).total).toBe(0);
    expect((await list(TEACHER, 'enrollments', [['section_id', '=', foreign.id]])).total).toBe(0);
    const edit = await call(TEACHER, 'PATCH', `/api/resources/sections/${foreign.id}`, { room: 'X', version: 1 });
    expect([403, 404]).toContain(edit.status);
  });

  it('archives; an archived section takes no enrolments; deleting a section with history is refused (409)', async () => {
    const a = await call(ADMIN, 'PATCH', `/api/resources/sections/${section.id}`, { status: 'archived', version: 1 });
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    const r = await call(ADMIN, 'POST', '/api/resources/enrollments', {
      section_id: section.id,
      student_party_id: refs.students[3],
    });
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({
      code: 'section_archived',
      message: 'Section ASTRO-1 is archived and takes no enrolments',
    });
    const del = await call(ADMIN, 'DELETE', `/api/resources/sections/${section.id}?version=2`);
    expect(del.status).toBe(409);
    expect(del.body.error.code).toBe('in_use');
    const audit = await rows<{ action: string }>(sql`SELECT action FROM platform.audit_log
      WHERE resource = 'sections' AND record_id = ${String(section.id)} ORDER BY id`);
    expect(audit.map((x) => x.action)).toEqual(['create', 'update']);
  });
});

describe('own views', () => {
  const partyOf = async (email: string) =>
    (await one<{ party_id: number }>(sql`SELECT party_id FROM platform.app_users WHERE email = ${email}`)).party_id;
  const CURRENT = sql`(SELECT tm.id FROM lms.terms tm, platform.settings st
    WHERE st.tenant_id = (SELECT id FROM platform.tenants WHERE name = 'lms')
      AND tm.school_year || '/' || tm.term_name = st.current_year_term)`;
  const own = (email: string, api: string, filter: unknown[] = []) =>
    t.list(email, 'classes', api, filter, { rowsize: 500 }).then((r) => {
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.data[0] as { rows: Record<string, unknown>[]; total: number };
    });

  it("a teacher's students are exactly the active students of its sections this term, with those sections", async () => {
    const me = await partyOf(TEACHER);
    const expected = await rows<{ party_id: number }>(sql`SELECT DISTINCT e.student_party_id AS party_id
      FROM lms.enrollments e JOIN lms.sections sec ON sec.id = e.section_id
      WHERE e.withdrawn_at IS NULL AND sec.term_id = ${CURRENT}
        AND (sec.teacher_party_id = ${me} OR sec.id IN (SELECT section_id FROM lms.section_teachers WHERE teacher_party_id = ${me}))`);
    const mine = await own(TEACHER, 'my_students');
    expect(mine.total).toBe(expected.length);
    expect(mine.total).toBeGreaterThan(0);
    const first = mine.rows[0] as { student: string; sections: { id: number }[] };
    const taught = await rows<{ id: number }>(sql`SELECT id FROM lms.sections WHERE teacher_party_id = ${me}
      OR id IN (SELECT section_id FROM lms.section_teachers WHERE teacher_party_id = ${me})`);
    expect(first.sections.every((s) => taught.some((x) => x.id === s.id))).toBe(true);
    const name = first.student.split(', ')[1];
    const found = await own(TEACHER, 'my_students', [['search', 'ilike', `%${name}%`]]);
    expect(found.rows.every((r) => String(r.student).includes(name))).toBe(true);
  });

  it("a student's classes this term and courses across terms", async () => {
    const me = await partyOf('student@demo-academy.test');
    const classes = await own('student@demo-academy.test', 'my_classes');
    const expected = await rows<{ c: number }>(sql`SELECT count(*)::int AS c FROM lms.enrollments e
      JOIN lms.sections sec ON sec.id = e.section_id WHERE e.student_party_id = ${me} AND e.withdrawn_at IS NULL
      AND sec.term_id = ${CURRENT}`);
    expect(classes.total).toBe(expected[0].c);
    const courses = await own('student@demo-academy.test', 'my_courses');
    const taken = await rows<{ c: number }>(sql`SELECT count(DISTINCT sec.course_id)::int AS c FROM lms.enrollments e
      JOIN lms.sections sec ON sec.id = e.section_id WHERE e.student_party_id = ${me}`);
    expect(courses.total).toBe(taken[0].c);
    expect(courses.total).toBeGreaterThan(0);
    // a student holds no section.read: the sections list is refused
    expect((await t.list('student@demo-academy.test', 'sections', 'sections')).status).toBe(403);
  });
});

describe('copy to next term', () => {
  it('copies course, teachers, room and pattern into the next term without students; twice is refused', async () => {
    const src = await one<{ id: number; term_id: number; section_code: string }>(sql`
      SELECT sec.id, sec.term_id, sec.section_code FROM lms.sections sec
      WHERE sec.term_id < (SELECT max(id) FROM lms.terms) AND sec.id IN (SELECT section_id FROM lms.section_teachers)
        AND sec.id IN (SELECT section_id FROM lms.enrollments) ORDER BY sec.id LIMIT 1`);
    const r = await call(ADMIN, 'POST', '/api/resources/sections/actions/copy_to_next_term', { ids: [src.id] });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const result = r.body.data.results[0];
    expect(result.ok, JSON.stringify(result)).toBe(true);
    const copyId = result.output.copy_id as number;
    const [a, b] = await rows<Record<string, unknown>>(sql`
      SELECT course_id, term_id, teacher_party_id, room, capacity, meeting_days, start_time, end_time, status,
        (SELECT json_agg(teacher_party_id ORDER BY teacher_party_id) FROM lms.section_teachers st WHERE st.section_id = s.id) AS co,
        (SELECT count(*)::int FROM lms.enrollments e WHERE e.section_id = s.id) AS students
      FROM lms.sections s WHERE id IN (${src.id}, ${copyId}) ORDER BY id`);
    const next = await one<{ id: number }>(sql`SELECT min(id) AS id FROM lms.terms WHERE id > ${src.term_id}`);
    expect(b).toMatchObject({ ...a, term_id: next.id, status: 'active', students: 0 });
    expect(b.co).toEqual(a.co);
    const again = await call(ADMIN, 'POST', '/api/resources/sections/actions/copy_to_next_term', { ids: [src.id] });
    expect(again.body.data.results[0]).toMatchObject({ ok: false, status: 409 });
    const audit = await rows<{ action: string }>(sql`SELECT action FROM platform.audit_log
      WHERE resource = 'sections' AND record_id = ${String(src.id)}`);
    expect(audit.map((x) => x.action)).toContain('copy_to_next_term');
    expect(
      (await call(TEACHER, 'POST', '/api/resources/sections/actions/copy_to_next_term', { ids: [src.id] })).status,
    ).toBe(403);
  });
});

describe('blocked lists', () => {
  it('a tenant that blocks /sections and /my-courses is refused their lists', async () => {
    expect((await t.list('admin@ncsa.test', 'sections', 'sections')).status).toBe(403);
    expect((await t.list('operator@ei.test', 'classes', 'my_courses')).status).toBe(403);
  });
});

// The assignment reports and the dashboard queries (server/gradebook/reports-queries.ts, dashboard.ts):
// averages and medians on known data against values worked out by hand below, excused and
// ungraded scores left out, row scope per role, and the dashboard.announcements permission.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useApiTest } from '../helpers/api.ts';
import { ADMIN, TEACHER, STUDENT } from '../helpers/demo-accounts.ts';

const t = useApiTest();
const db = () => t.app.database.db;

type Row = Record<string, unknown>;
async function rows(email: string, bizobjfile: string, api: string, filter: unknown[] = []) {
  const r = await t.list(email, bizobjfile, api, filter, { rowsize: 500 });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data[0].rows as Row[];
}

let section: number;
let otherSection: number;
const assignments: Record<string, number> = {};

beforeAll(async () => {
  const teacher = await sql<{ party_id: number }>`
    SELECT party_id FROM platform.app_users WHERE email = ${TEACHER}`.execute(db());
  const own = await sql<{ id: number }>`
    SELECT id FROM lms.sections WHERE teacher_party_id = ${teacher.rows[0].party_id} ORDER BY id LIMIT 1`.execute(db());
  section = own.rows[0].id;
  const other = await sql<{ id: number }>`
    SELECT id FROM lms.sections WHERE teacher_party_id <> ${teacher.rows[0].party_id} ORDER BY id LIMIT 1`.execute(
    db(),
  );
  otherSection = other.rows[0].id;
  const students = (
    await sql<{ p: number }>`SELECT student_party_id AS p FROM lms.enrollments WHERE section_id = ${section}
      ORDER BY student_party_id LIMIT 7`.execute(db())
  ).rows.map((r) => r.p);
  expect(students.length).toBe(7);
  // even count: 40, 30, 45, 20 of 50 points = 80, 60, 90, 40 %; one excused with a score, one
  // excused without, one missing: left out of the average and the median
  const even: [number | null, string | null][] = [
    [40, null],
    [30, 'late'],
    [45, null],
    [20, null],
    [5, 'excused'],
    [null, 'excused'],
    [null, 'missing'],
  ];
  // odd count: 7, 9, 3 of 10 points = 70, 90, 30 %; four students not graded yet
  const odd: [number | null, string | null][] = [
    [7, null],
    [9, null],
    [3, null],
  ];
  for (const [title, points, scores] of [
    ['Stats even', 50, even],
    ['Stats odd', 10, odd],
  ] as const) {
    const a = await sql<{ id: number }>`
      INSERT INTO lms.assignments (section_id, title, due_date, max_points, category)
      VALUES (${section}, ${title}, current_date - 1, ${points}, 'quiz') RETURNING id`.execute(db());
    assignments[title] = a.rows[0].id;
    for (const [i, [score, mark]] of scores.entries())
      await sql`INSERT INTO lms.grades (assignment_id, student_party_id, score, mark)
        VALUES (${a.rows[0].id}, ${students[i]}, ${score}, ${mark})`.execute(db());
  }
});

describe('assignment reports', () => {
  it('computes the average and median of an even count, leaving out excused and ungraded', async () => {
    const [r] = await rows(ADMIN, 'reports', 'assignment_stats', [['assignment_id', '=', assignments['Stats even']]]);
    // (80 + 60 + 90 + 40) / 4 = 67.5; median of 40, 60, 80, 90 = (60 + 80) / 2 = 70
    expect(r).toMatchObject({ graded: 4, missing: 1, excused: 2, average: 67.5, median: 70, below_60: 1 });
    expect(r.bands).toEqual({ F: 1, D: 1, C: 0, B: 1, A: 1 });
  });

  it('computes the average and median of an odd count', async () => {
    const [r] = await rows(ADMIN, 'reports', 'assignment_stats', [['assignment_id', '=', assignments['Stats odd']]]);
    // (70 + 90 + 30) / 3 = 63.33 -> 63.3; median of 30, 70, 90 = 70
    expect(r).toMatchObject({ graded: 3, missing: 0, excused: 0, average: 63.3, median: 70, below_60: 1 });
  });

  it('a teacher reads only its own sections; a student may not read the report', async () => {
    const mine = await rows(TEACHER, 'reports', 'assignment_stats', [['section_id', '=', section]]);
    expect(mine.map((r) => r.id)).toEqual(expect.arrayContaining(Object.values(assignments)));
    expect(await rows(TEACHER, 'reports', 'assignment_stats', [['section_id', '=', otherSection]])).toEqual([]);
    expect(
      (await rows(ADMIN, 'reports', 'assignment_stats', [['section_id', '=', otherSection]])).length,
    ).toBeGreaterThan(0);
    expect((await t.list(STUDENT, 'reports', 'assignment_stats')).status).toBe(403);
  });
});

describe('dashboard queries', () => {
  it("counts the school's people for an administrator, not for a teacher", async () => {
    const [c] = await rows(ADMIN, 'dashboard', 'school_counts');
    const want = await sql<{ students: number; teachers: number }>`
      SELECT count(*) FILTER (WHERE kind = 'student')::int AS students, count(*) FILTER (WHERE kind = 'teacher')::int AS teachers
      FROM lms.parties WHERE status = 'active'`.execute(db());
    expect(c).toMatchObject(want.rows[0]);
    expect((await t.list(TEACHER, 'dashboard', 'school_counts')).status).toBe(403);
  });

  it('a student reads only its own grades', async () => {
    const own = await sql<{ c: number }>`
      SELECT count(*)::int AS c FROM lms.grades g JOIN platform.app_users u ON u.party_id = g.student_party_id
      WHERE u.email = ${STUDENT}`.execute(db());
    const mine = await rows(STUDENT, 'students', 'grades');
    expect(mine.length).toBe(own.rows[0].c);
    expect(mine.length).toBeGreaterThan(0);
  });

  it('shows announcements published now for the role, and none to a role without the permission', async () => {
    const titles = (rs: Row[]) => rs.map((r) => r.title);
    const forStudent = titles(await rows(STUDENT, 'dashboard', 'announcements'));
    expect(forStudent).toContain('Parent-teacher conferences');
    expect(forStudent).not.toContain('Grades due Friday'); // for admins and teachers only
    expect(forStudent).not.toContain("Last year's book fair"); // expired
    expect(titles(await rows(TEACHER, 'dashboard', 'announcements'))).toContain('Grades due Friday');

    await sql`UPDATE platform.roles SET role_permissions = role_permissions - 'dashboard.announcements'
      WHERE role_name = 'teacher'`.execute(db());
    try {
      expect((await t.list(TEACHER, 'dashboard', 'announcements')).status).toBe(403);
    } finally {
      await sql`UPDATE platform.roles SET role_permissions = role_permissions || '["dashboard.announcements"]'
        WHERE role_name = 'teacher'`.execute(db());
    }
  });

  it("a teacher's sections this term carry the grading work", async () => {
    const mine = await rows(TEACHER, 'dashboard', 'my_sections');
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => typeof r.to_enter === 'number' && typeof r.students === 'number')).toBe(true);
    expect((await t.list(STUDENT, 'dashboard', 'my_sections')).status).toBe(403);
  });
});

// The dashboard's failing-students alert (server/dashboard/alerts-queries.ts): a student's average in a section
// this term, points-based or weighted by category as the gradebook computes it, excused and ungraded
// work left out; below 60 % is listed. Values worked out by hand below.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useApiTest } from '../helpers/api.ts';
import { ADMIN, TEACHER } from '../helpers/demo-accounts.ts';

const t = useApiTest();
const db = () => t.app.database.db;
let section: number;
let student: number;

async function failing() {
  const r = await t.list(ADMIN, 'alerts', 'failing_students', [['student_party_id', '=', student]]);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data[0].rows as { section_id: number; average: number }[];
}

beforeAll(async () => {
  // a section of the current term and a new student in it, graded only on the assignments below
  section = (
    await sql<{ id: number }>`SELECT sec.id FROM lms.sections sec JOIN lms.terms tm ON tm.id = sec.term_id
      JOIN platform.settings st ON st.current_year_term = tm.school_year || '/' || tm.term_name
      JOIN platform.tenants tn ON tn.id = st.tenant_id AND tn.name = 'lms'
      ORDER BY sec.id LIMIT 1`.execute(db())
  ).rows[0].id;
  student = (
    await sql<{ party_id: number }>`INSERT INTO lms.parties (kind, first_name, last_name)
      VALUES ('student', 'Alert', 'Testcase') RETURNING party_id`.execute(db())
  ).rows[0].party_id;
  await sql`INSERT INTO lms.enrollments (section_id, student_party_id) VALUES (${section}, ${student})`.execute(db());
  const add = async (title: string, category: string, points: number, score: number | null, mark: string | null) => {
    const a = await sql<{ id: number }>`INSERT INTO lms.assignments (section_id, title, category, max_points)
      VALUES (${section}, ${title}, ${category}, ${points}) RETURNING id`.execute(db());
    await sql`INSERT INTO lms.grades (assignment_id, student_party_id, score, mark)
      VALUES (${a.rows[0].id}, ${student}, ${score}, ${mark})`.execute(db());
  };
  await add('Alert homework', 'homework', 20, 6, null); // 30 %
  await add('Alert test', 'test', 10, 9, null); // 90 %
  await add('Alert quiz', 'quiz', 10, 0, 'excused'); // left out
  await add('Alert lab', 'lab', 10, null, 'missing'); // ungraded: left out
});

describe('failing students', () => {
  it('lists a points-based average below 60 %: (6 + 9) / (20 + 10) = 50 %', async () => {
    expect(await failing()).toEqual([expect.objectContaining({ section_id: section, average: 50 })]);
  });

  it('follows the section’s weights: 20 % homework and 80 % test give 0.2·30 + 0.8·90 = 78 %', async () => {
    await sql`UPDATE lms.sections SET grade_weights = '{"homework": 20, "test": 80}' WHERE id = ${section}`.execute(
      db(),
    );
    expect(await failing()).toEqual([]);
    // 80 % homework and 20 % test: 0.8·30 + 0.2·90 = 42 %
    await sql`UPDATE lms.sections SET grade_weights = '{"homework": 80, "test": 20}' WHERE id = ${section}`.execute(
      db(),
    );
    expect(await failing()).toEqual([expect.objectContaining({ average: 42 })]);
  });

  it('needs dashboard.alerts, which teachers are not given by default', async () => {
    const r = await t.list(TEACHER, 'alerts', 'failing_students');
    expect(r.status).toBe(403);
  });
});

// The quota alert (alerts/ai_quota): a daily AI quota in force (the lower of the platform's row and
// the school's) with 80 % or more used today, UTC; the school's row counts everyone's use, a role's
// row the caller's own use in that role. Defaults (docs/ai-tools.md): school 5,000 requests / 5 M
// tokens, admin 300 / 300 k.
describe('AI quota near its limit', () => {
  const today = sql`(now() AT TIME ZONE 'utc')::date`;
  let tenantId: number;
  const idOf = async (email: string) =>
    (await sql<{ user_id: string }>`SELECT user_id FROM platform.app_users WHERE email = ${email}`.execute(db()))
      .rows[0].user_id;
  const use = async (email: string, role: string, tokens: number, day = today, tenant = tenantId) =>
    sql`INSERT INTO platform.ai_usage (day, tenant_id, user_id, role_name, tool_slug, status, total_tokens)
      VALUES (${day}, ${tenant}, ${await idOf(email)}, ${role}, 'worksheet-generator', 'done', ${tokens})`.execute(
      db(),
    );
  const quota = (role: string, requests: number | null, tokens: number | null) =>
    sql`INSERT INTO platform.ai_quotas (tenant_id, role_name, requests_per_day, tokens_per_day)
      VALUES (${tenantId}, ${role}, ${requests}, ${tokens})
      ON CONFLICT (coalesce(tenant_id, 0), role_name) DO UPDATE
      SET requests_per_day = EXCLUDED.requests_per_day, tokens_per_day = EXCLUDED.tokens_per_day`.execute(db());
  const alerts = async () => {
    const r = await t.list(ADMIN, 'alerts', 'ai_quota');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return (r.body.data[0].rows as { id: string }[]).sort((a, b) => a.id.localeCompare(b.id));
  };

  beforeAll(async () => {
    tenantId = (await sql<{ id: number }>`SELECT id FROM platform.tenants WHERE name = 'lms'`.execute(db())).rows[0].id;
    const ncsa = (await sql<{ id: number }>`SELECT id FROM platform.tenants WHERE name = 'ncsa_lms'`.execute(db()))
      .rows[0].id;
    // today's use starts from nothing, so the counts below are the test's own
    await sql`DELETE FROM platform.ai_usage WHERE day = ${today}`.execute(db());
    for (let i = 0; i < 7; i++) await use(TEACHER, 'teacher', 100);
    await use(ADMIN, 'admin', 450);
    await use(ADMIN, 'admin', 450);
    // neither yesterday's use nor another school's counts
    await use(ADMIN, 'admin', 5000, sql`(now() AT TIME ZONE 'utc')::date - 1`);
    await use('admin@ncsa.test', 'admin', 5000, today, ncsa);
  });

  it('lists nothing while every quota is far from its limit: 9 of 5,000 requests, 900 of 300,000 tokens', async () => {
    expect(await alerts()).toEqual([]);
  });

  it('warns at 90 %: the school 9 of 10 requests, the administrator 900 of 1,000 tokens', async () => {
    await quota('*', 10, null);
    await quota('admin', null, 1000);
    expect(await alerts()).toEqual([
      { id: '*-requests', scope: 'school', kind: 'requests', used: 9, limit: 10, percent: 90 },
      { id: 'admin-tokens', scope: 'user', kind: 'tokens', used: 900, limit: 1000, percent: 90 },
    ]);
  });

  it('stays quiet below 80 % (900 of 1,200 tokens is 75 %) and takes the lower of two limits', async () => {
    await quota('admin', null, 1200);
    // a school row above the platform's 5,000 requests leaves the platform's in force: 9 of 5,000
    await quota('*', 6000, null);
    expect(await alerts()).toEqual([]);
    // 900 of 1,125 is exactly 80 %: near the limit
    await quota('admin', null, 1125);
    expect(await alerts()).toEqual([expect.objectContaining({ id: 'admin-tokens', percent: 80 })]);
  });

  it('counts only the caller’s own use in a role row: the teacher’s 700 tokens are not the administrator’s', async () => {
    await quota('admin', null, 100_000);
    await quota('teacher', null, 800); // the teacher would be at 87.5 %, but the administrator sees its own rows
    expect(await alerts()).toEqual([]);
  });
});

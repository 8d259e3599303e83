// People (#12): the students entity (server/people/students.ts) and guardians
// (server/people/guardians.ts) on the one write engine: list columns from the school's data, a
// teacher held to the students of its sections (404 outside), student.email on reads and writes,
// and bad input (duplicate e-mail, unknown grade level, guardian without contact) answered 400 at
// the field with nothing written.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { expectRefusedAt, useApiTest } from '../helpers/api.ts';
import { rowCount, takenEmail } from '../helpers/db-rows.ts';
import { ADMIN, TEACHER } from '../helpers/demo-accounts.ts';

const t = useApiTest();
const db = () => t.app.database.db;
let taught: number[];

beforeAll(async () => {
  const r = await sql<{ party_id: number }>`
    SELECT DISTINCT e.student_party_id AS party_id FROM lms.enrollments e JOIN lms.sections s ON s.id = e.section_id
    JOIN platform.app_users u ON u.email = ${TEACHER}
    WHERE e.withdrawn_at IS NULL AND s.teacher_party_id = u.party_id`.execute(db());
  taught = r.rows.map((x) => x.party_id);
  expect(taught.length, 'the demo teacher teaches students').toBeGreaterThan(0);
});

async function list(email: string, api: string, filter: unknown[] = []) {
  const r = await t.list(email, 'students', api, filter, { rowsize: 500 });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data[0] as { rows: Record<string, unknown>[]; total: number };
}
const count = (q: string) => rowCount(db(), q);

/** Grants student.email to the lms admin role through the roles route for the duration of `fn`. */
async function withEmailGrant(fn: () => Promise<void>) {
  const role = (
    await sql<{ id: number; version: number; role_permissions: string[] }>`
    SELECT r.id, r.version, r.role_permissions FROM platform.roles r JOIN platform.tenants tn ON tn.id = r.tenant_id
    WHERE tn.name = 'lms' AND r.role_name = 'admin'`.execute(db())
  ).rows[0];
  const put = (role_permissions: string[], version: number) =>
    t.call(ADMIN, 'PUT', `/api/admin/roles/${role.id}/permissions`, { role_permissions, version });
  const granted = await put([...role.role_permissions, 'student.email'], role.version);
  expect(granted.status, JSON.stringify(granted.body)).toBe(200);
  try {
    await fn();
  } finally {
    expect((await put(role.role_permissions, granted.body.version)).status).toBe(200);
  }
}

describe('students', () => {
  it('the list shows grade level, status and active section count from the school data', async () => {
    const all = await list(ADMIN, 'students');
    expect(all.total).toBe(await count("lms.parties WHERE kind = 'student'"));
    const row = all.rows.find((x) => x.id === taught[0])!;
    expect(row.section_count).toBe(
      await count(`lms.enrollments WHERE student_party_id = ${taught[0]} AND withdrawn_at IS NULL`),
    );
    expect(row).toHaveProperty('grade_level');
    expect(row).toHaveProperty('status');
    expect(row).not.toHaveProperty('email');
    const name = String(row.last_name);
    const found = await list(ADMIN, 'students', [['search', 'ilike', `%${name}%`]]);
    expect(found.rows.every((x) => `${x.first_name} ${x.last_name}`.includes(name))).toBe(true);
  });

  it('a teacher sees only the students of its sections and gets 404 for another', async () => {
    const created = await t.call(ADMIN, 'POST', '/api/resources/students', { first_name: 'Out', last_name: 'Side' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const other = created.body.data.party_id as number;
    const mine = await list(TEACHER, 'students');
    expect(mine.rows.map((x) => x.id).sort()).toEqual([...taught].sort());
    const grant = await sql`SELECT 1 FROM platform.roles r JOIN platform.tenants tn ON tn.id = r.tenant_id
      WHERE tn.name = 'lms' AND r.role_name = 'teacher' AND r.role_permissions ? 'student.update'`.execute(db());
    const r = await t.call(TEACHER, 'PATCH', `/api/resources/students/${other}`, { first_name: 'X', version: 1 });
    expect(r.status, JSON.stringify(r.body)).toBe(grant.rows.length ? 404 : 403);
    const g = await list(TEACHER, 'guardians', [['student_party_id', '=', other]]);
    expect(g.total).toBe(0);
  });

  it('with student.email a duplicate e-mail is refused; without it the list shows none', async () => {
    await withEmailGrant(async () => {
      const taken = await takenEmail(db());
      const dup = { first_name: 'Dup', last_name: 'Mailer', email: taken.toUpperCase() };
      await expectRefusedAt(t, ADMIN, '/api/resources/students', dup, 'email');
      expect(await count("lms.parties WHERE last_name = 'Mailer'")).toBe(0);
      const ok = await t.call(ADMIN, 'POST', '/api/resources/students', {
        first_name: 'Eve',
        last_name: 'Mailer',
        email: 'eve.mailer@demo-academy.test',
      });
      expect(ok.status, JSON.stringify(ok.body)).toBe(201);
      expect(ok.body.data).toMatchObject({ email: 'eve.mailer@demo-academy.test', kind: 'student', status: 'active' });
    });
    const created = (await list(ADMIN, 'students', [['last_name', '=', 'Mailer']])).rows;
    expect(created).toHaveLength(1);
    expect(created[0]).not.toHaveProperty('email');
  });

  it('an unknown grade level is refused at its field and nothing is written', async () => {
    const max = (await sql<{ m: number }>`SELECT max(id) AS m FROM lms.grade_levels`.execute(db())).rows[0].m;
    const r = await t.call(ADMIN, 'POST', '/api/resources/students', {
      first_name: 'Nog',
      last_name: 'Rade',
      grade_level_id: max + 100,
    });
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ code: 'validation_failed' });
    expect(r.body.error.fields.grade_level_id).toContain(String(max + 100));
    expect(await count("lms.parties WHERE last_name = 'Rade'")).toBe(0);
  });
});

describe('guardians', () => {
  it('a guardian without any contact is refused naming the field; with a phone it is kept', async () => {
    const student = taught[0];
    const before = await count(`lms.student_guardians WHERE student_party_id = ${student}`);
    const bad = { student_party_id: student, first_name: 'Gale', last_name: 'Nocontact', relationship: 'Aunt' };
    await expectRefusedAt(t, ADMIN, '/api/resources/guardians', bad, 'email');
    expect(await count(`lms.student_guardians WHERE student_party_id = ${student}`)).toBe(before);
    const ok = await t.call(ADMIN, 'POST', '/api/resources/guardians', {
      student_party_id: student,
      first_name: 'Gale',
      last_name: 'Phoned',
      relationship: 'Aunt',
      phone: '+1 555 0100',
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    const rows = (await list(TEACHER, 'guardians', [['student_party_id', '=', student]])).rows;
    expect(rows.map((x) => x.last_name)).toContain('Phoned');
    expect(rows).toHaveLength(before + 1);
  });
});

describe('student actions', () => {
  it('sets the grade level of many students at once; an unknown level is refused with nothing written', async () => {
    const levels = (await sql<{ id: number }>`SELECT id FROM lms.grade_levels ORDER BY id LIMIT 1`.execute(db())).rows;
    const ids = taught.slice(0, 3);
    const bad = { ids, input: { grade_level_id: 999999 } };
    await expectRefusedAt(t, ADMIN, '/api/resources/students/actions/set_grade_level', bad, 'grade_level_id');
    const r = await t.call(ADMIN, 'POST', '/api/resources/students/actions/set_grade_level', {
      ids,
      input: { grade_level_id: levels[0].id },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.results.every((x: { ok: boolean }) => x.ok)).toBe(true);
    expect(await count(`lms.parties WHERE party_id IN (${ids.join(',')}) AND grade_level_id = ${levels[0].id}`)).toBe(
      ids.length,
    );
    const audit = await count(
      `platform.audit_log WHERE resource = 'students' AND action = 'set_grade_level' AND record_id IN ('${ids.join("','")}')`,
    );
    expect(audit).toBeGreaterThan(0);
  });
});

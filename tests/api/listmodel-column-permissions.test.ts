// Column permissions: student e-mail addresses (student.email, which even admin holds only when its
// role lists it) are left out of the rows and the field labels, cannot be filtered or sorted on
// (403 naming the column), and the name-and-e-mail search column looks at names only.
// No seeded demo role holds student.email; the tests grant it through the checklist route.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useTestApp } from '../helpers/test-app.ts';
import { adminClient } from './admin-client.ts';
import { ADMIN, TEACHER } from '../helpers/demo-accounts.ts';

const t = useTestApp();
let c: ReturnType<typeof adminClient>;
/** a student the demo teacher teaches, with an e-mail address */
let pupil: { party_id: number; email: string; first_name: string };

beforeAll(async () => {
  c = adminClient(t.app);
  const r = await sql<{ party_id: number; email: string; first_name: string }>`
    SELECT p.party_id, p.email, p.first_name FROM lms.parties p
    WHERE p.kind = 'student' AND p.email IS NOT NULL AND EXISTS (
      SELECT 1 FROM lms.enrollments e JOIN lms.sections s ON s.id = e.section_id
      JOIN lms.parties tp ON tp.party_id = s.teacher_party_id
      JOIN platform.app_users u ON u.party_id = tp.party_id AND u.email = ${TEACHER}
      WHERE e.student_party_id = p.party_id)
    ORDER BY p.party_id LIMIT 1`.execute(t.app.database.db);
  pupil = r.rows[0];
});

async function roleOf(name: string) {
  const r = await sql<{ id: number; version: number; role_permissions: string[] }>`
    SELECT r.id, r.version, r.role_permissions FROM platform.roles r JOIN platform.tenants tn ON tn.id = r.tenant_id
    WHERE tn.name = 'lms' AND r.role_name = ${name}`.execute(t.app.database.db);
  return r.rows[0];
}

/** Runs `fn` while the lms role `name` holds student.email (through the admin route), then takes it back. */
async function withStudentEmail(name: string, fn: () => Promise<void>) {
  const before = await roleOf(name);
  const put = (role_permissions: string[], version: number) =>
    c.call(ADMIN, 'PUT', `/api/admin/roles/${before.id}/permissions`, { role_permissions, version });
  const granted = await put([...before.role_permissions, 'student.email'], before.version);
  expect(granted.status).toBe(200);
  try {
    await fn();
  } finally {
    expect((await put(before.role_permissions, granted.body.version)).status).toBe(200);
  }
}

const students = (email: string, filter: unknown[] = [], extra: object = {}) =>
  c.list(email, 'students', 'students', filter, { rowsize: 500, ...extra });
const localPart = () => pupil.email.split('@')[0];

describe('student.email', () => {
  it('the seeded roles: admin, teacher and the others do not hold it', async () => {
    for (const name of ['admin', 'teacher', 'student', 'home-school', 'ind-teacher'])
      expect((await roleOf(name)).role_permissions, name).not.toContain('student.email');
    expect(pupil, 'a seeded student of the demo teacher with an e-mail address').toBeDefined();
  });

  it.each([
    ['a teacher', TEACHER],
    ['an admin without the explicit grant', ADMIN],
  ])('%s gets rows and field labels without e-mail addresses', async (_who, email) => {
    const r = await students(email, [], { includeFieldLabels: true });
    expect(r.status).toBe(200);
    const rows = r.body.data[0].rows as Record<string, unknown>[];
    expect(rows.some((x) => x.party_id === pupil.party_id)).toBe(true);
    for (const row of rows) expect(row).not.toHaveProperty('email');
    expect(r.body.data[0].fieldLabels).not.toHaveProperty('email');
    expect(r.body.data[0].fieldLabels).toHaveProperty('last_name');
    expect(JSON.stringify(r.body)).not.toContain(pupil.email);
  });

  it.each([
    ['a teacher', TEACHER],
    ['an admin without the explicit grant', ADMIN],
  ])('%s gets 403 naming the column for a filter or a sort on it', async (_who, email) => {
    for (const [filter, extra, what] of [
      [[['email', '=', pupil.email]], {}, /filter/],
      [[['email', 'ilike', `${localPart()}%`]], {}, /filter/],
      [[['email', 'not_null']], {}, /filter/],
      [[], { sort: [['email', 'asc']] }, /sort/],
    ] as [unknown[], object, RegExp][]) {
      const r = await students(email, filter, extra);
      expect(r.status, JSON.stringify(r.body)).toBe(403);
      expect(r.body.error).toMatchObject({ code: 'missing_permission', permission: 'student.email', column: 'email' });
      expect(r.body.error.message).toMatch(/email/);
      expect(r.body.error.message).toMatch(what);
      expect(r.body.error.message).toMatch(/student\.email/);
    }
  });

  it.each([
    ['a teacher', TEACHER],
    ['an admin without the explicit grant', ADMIN],
  ])('%s searches names only: an e-mail address matches nothing', async (_who, email) => {
    const byMail = await students(email, [['search', 'ilike', `%${pupil.email}%`]]);
    expect(byMail.status).toBe(200);
    expect(byMail.body.data[0].rows.map((x: { party_id: number }) => x.party_id)).not.toContain(pupil.party_id);
    const byName = await students(email, [['search', 'ilike', `%${pupil.first_name}%`]]);
    expect(byName.body.data[0].rows.map((x: { party_id: number }) => x.party_id)).toContain(pupil.party_id);
  });

  it.each([
    ['teacher', TEACHER],
    ['admin', ADMIN],
  ])('once the %s role is granted it, the same user sees, filters, sorts and searches e-mail', async (name, email) => {
    await withStudentEmail(name, async () => {
      const all = await students(email, [], { includeFieldLabels: true, sort: [['email', 'desc']] });
      expect(all.status).toBe(200);
      expect(all.body.data[0].fieldLabels.email).toBe('Email');
      const row = all.body.data[0].rows.find((x: { party_id: number }) => x.party_id === pupil.party_id);
      expect(row.email).toBe(pupil.email);
      const filtered = await students(email, [['email', '=', pupil.email]]);
      expect(filtered.body.data[0].rows.map((x: { party_id: number }) => x.party_id)).toEqual([pupil.party_id]);
      const searched = await students(email, [['search', 'ilike', `%${pupil.email}%`]]);
      expect(searched.body.data[0].rows.map((x: { party_id: number }) => x.party_id)).toContain(pupil.party_id);
    });
    // taken back: hidden again at the next request
    const after = await students(email);
    expect(after.body.data[0].rows[0]).not.toHaveProperty('email');
  });
});

describe('student.email beyond the student list', () => {
  const NEW = { first_name: 'Mailo', last_name: 'Hidden', email: 'mailo.hidden@demo-academy.test' };
  let created: { party_id: number; version: number };

  it('a write answers the student record without the e-mail address to an admin without the grant', async () => {
    const r = await c.call(ADMIN, 'POST', '/api/resources/students', NEW);
    expect(r.status).toBe(201);
    expect(r.body.data).not.toHaveProperty('email');
    created = r.body.data;
    const stored = await sql<{
      email: string;
    }>`SELECT email FROM lms.parties WHERE party_id = ${created.party_id}`.execute(t.app.database.db);
    expect(stored.rows[0].email).toBe(NEW.email);
    const patched = await c.call(ADMIN, 'PATCH', `/api/resources/students/${created.party_id}`, {
      first_name: 'Mailo2',
      version: created.version,
    });
    expect(patched.status).toBe(200);
    expect(patched.body.data).not.toHaveProperty('email');
    const stale = await c.call(ADMIN, 'PATCH', `/api/resources/students/${created.party_id}`, {
      first_name: 'Mailo3',
      version: created.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.current).toMatchObject({ first_name: 'Mailo2' });
    expect(stale.body.error.current).not.toHaveProperty('email');
    created = patched.body.data;
  });

  it('the audit log shows student changes without the e-mail address, unless the admin role is granted it', async () => {
    const log = () =>
      c.list(ADMIN, 'audit', 'audit_log', [
        ['resource', '=', 'students'],
        ['record_id', '=', String(created.party_id)],
      ]);
    const hidden = await log();
    expect(hidden.status).toBe(200);
    expect(hidden.body.data[0].total).toBe(2);
    expect(JSON.stringify(hidden.body)).not.toContain(NEW.email);
    expect(hidden.body.data[0].rows.at(-1).after).toMatchObject({ first_name: 'Mailo' });
    await withStudentEmail('admin', async () => {
      const shown = await log();
      expect(JSON.stringify(shown.body)).toContain(NEW.email);
      const r = await c.call(ADMIN, 'DELETE', `/api/resources/students/${created.party_id}`);
      expect(r.status).toBe(200);
      expect(r.body.data.email).toBe(NEW.email);
    });
  });
});

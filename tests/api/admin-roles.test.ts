// Permission lists: a tenant's role (/admin/role-permissions/:roleId) and the platform's default
// roles (/ei/role-permissions/:roleId); catalogue checks, optimistic concurrency, effect at the
// next request without a new sign-in, audit, who may.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useTestApp } from '../helpers/test-app.ts';
import { adminClient } from './admin-client.ts';
import { ADMIN, TEACHER, OPERATOR } from '../helpers/demo-accounts.ts';

const t = useTestApp();
let c: ReturnType<typeof adminClient>;

beforeAll(async () => {
  c = adminClient(t.app);
});

async function role(tenant: string | null, name: string) {
  const r =
    tenant === null
      ? await sql<{
          id: number;
          version: number;
          role_permissions: string[];
        }>`SELECT id, version, role_permissions FROM platform.roles WHERE tenant_id IS NULL AND role_name = ${name}`.execute(
          t.app.database.db,
        )
      : await sql<{ id: number; version: number; role_permissions: string[] }>`
        SELECT r.id, r.version, r.role_permissions FROM platform.roles r JOIN platform.tenants t ON t.id = r.tenant_id
        WHERE t.name = ${tenant} AND r.role_name = ${name}`.execute(t.app.database.db);
  return r.rows[0];
}

describe("a tenant role's permissions", () => {
  it('taking course.read from teacher refuses the signed-in teacher at the next request, giving it back restores it', async () => {
    const courses = () => c.list(TEACHER, 'courses', 'courses');
    expect((await courses()).status).toBe(200);
    const teacher = await role('lms', 'teacher');
    const without = teacher.role_permissions.filter((p) => p !== 'course.read');
    const r = await c.call(ADMIN, 'PUT', `/api/admin/roles/${teacher.id}/permissions`, {
      role_permissions: without,
      version: teacher.version,
    });
    expect(r.status).toBe(200);
    expect(r.body.role_permissions).not.toContain('course.read');
    expect(r.body.version).toBe(teacher.version + 1);
    const denied = await courses();
    expect(denied.status).toBe(403);
    expect(denied.body.error).toMatchObject({ code: 'missing_permission', permission: 'course.read' });

    const back = await c.call(ADMIN, 'PUT', `/api/admin/roles/${teacher.id}/permissions`, {
      role_permissions: teacher.role_permissions,
      version: r.body.version,
    });
    expect(back.status).toBe(200);
    expect((await courses()).status).toBe(200);
    const audit = await sql<{ action: string; after: { removed: string[]; added: string[] } }>`
      SELECT action, after FROM platform.audit_log WHERE resource = 'roles' AND record_id = ${String(teacher.id)} ORDER BY id`.execute(
      t.app.database.db,
    );
    expect(audit.rows.map((a) => [a.action, a.after.removed, a.after.added])).toEqual([
      ['update_permissions', ['course.read'], []],
      ['update_permissions', [], ['course.read']],
    ]);
  });

  it('a stale version gets 409 and changes nothing', async () => {
    const student = await role('lms', 'student');
    const r = await c.call(ADMIN, 'PUT', `/api/admin/roles/${student.id}/permissions`, {
      role_permissions: [],
      version: student.version + 5,
    });
    expect(r.status).toBe(409);
    expect(r.body.error).toMatchObject({ code: 'version_conflict', current: { version: student.version } });
    expect((await role('lms', 'student')).role_permissions).toEqual(student.role_permissions);
  });

  it.each([
    [{ role_permissions: ['course.read', 'root.everything'] }, 'role_permissions', /unknown value root.everything/],
    [{ role_permissions: ['course.read', 'course.read'] }, 'role_permissions', /twice/],
  ])('answers 400 at the field for %j', async (body, field, message) => {
    const student = await role('lms', 'student');
    const r = await c.call(ADMIN, 'PUT', `/api/admin/roles/${student.id}/permissions`, {
      ...body,
      version: student.version,
    });
    expect(r.status).toBe(400);
    expect(r.body.error.fields[field]).toMatch(message);
  });

  it("answers 400 without a version, 404 for another tenant's role", async () => {
    const student = await role('lms', 'student');
    expect(
      (await c.call(ADMIN, 'PUT', `/api/admin/roles/${student.id}/permissions`, { role_permissions: [] })).status,
    ).toBe(400);
    const other = await role('ncsa_lms', 'student');
    const r = await c.call(ADMIN, 'PUT', `/api/admin/roles/${other.id}/permissions`, {
      role_permissions: [],
      version: other.version,
    });
    expect(r.status).toBe(404);
  });

  it('stores the list in the catalogue order', async () => {
    const s = await role('lms', 'student');
    const r = await c.call(ADMIN, 'PUT', `/api/admin/roles/${s.id}/permissions`, {
      role_permissions: ['student.read', 'course.read'],
      version: s.version,
    });
    expect(r.body.role_permissions).toEqual(['course.read', 'student.read']);
  });

  it('a teacher gets 403', async () => {
    const s = await role('lms', 'student');
    const r = await c.call(TEACHER, 'PUT', `/api/admin/roles/${s.id}/permissions`, {
      role_permissions: [],
      version: s.version,
    });
    expect(r.status).toBe(403);
  });
});

describe('one catalogue rule for every path that writes a permission list', () => {
  const adminUserId = async () =>
    (
      await sql<{ user_id: string }>`SELECT user_id FROM platform.app_users WHERE email = ${ADMIN}`.execute(
        t.app.database.db,
      )
    ).rows[0].user_id;

  it("the generic role write refuses a permission outside the catalogue, so a teacher still cannot list the admin's files", async () => {
    const teacher = await role('lms', 'teacher');
    const folder = `/fs/list?dir=${encodeURIComponent(`users/${await adminUserId()}`)}`;
    expect((await c.call(TEACHER, 'GET', folder)).status).toBe(403);
    const r = await c.call(ADMIN, 'PATCH', `/api/resources/roles/${teacher.id}`, {
      role_permissions: [...teacher.role_permissions, 'all_user_files.read'],
      version: teacher.version,
    });
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ code: 'validation_failed', fields: { role_permissions: expect.any(String) } });
    expect(r.body.error.fields.role_permissions).toMatch(/unknown value all_user_files.read/);
    expect(await role('lms', 'teacher')).toEqual(teacher);
    c.forget(TEACHER);
    expect((await c.call(TEACHER, 'GET', folder)).status).toBe(403);
  });

  it('the generic role create refuses one too, and the admin route answers the same message', async () => {
    const created = await c.call(ADMIN, 'POST', '/api/resources/roles', {
      role_name: 'file-reader',
      role_permissions: ['course.read', 'all_user_files.read'],
    });
    expect(created.status).toBe(400);
    expect(created.body.error.fields.role_permissions).toMatch(/unknown value all_user_files.read/);
    const student = await role('lms', 'student');
    const put = await c.call(ADMIN, 'PUT', `/api/admin/roles/${student.id}/permissions`, {
      role_permissions: ['course.read', 'all_user_files.read'],
      version: student.version,
    });
    expect(put.status).toBe(400);
    expect(put.body.error.fields.role_permissions).toBe(created.body.error.fields.role_permissions);
  });

  it('both paths store the list in the catalogue order', async () => {
    const student = await role('lms', 'student');
    const r = await c.call(ADMIN, 'PATCH', `/api/resources/roles/${student.id}`, {
      role_permissions: ['student.read', 'course.read'],
      version: student.version,
    });
    expect(r.status).toBe(200);
    expect(r.body.data.role_permissions).toEqual(['course.read', 'student.read']);
    const created = await c.call(ADMIN, 'POST', '/api/resources/roles', {
      role_name: 'ordered',
      role_permissions: ['section.read', 'course.read'],
    });
    expect(created.status).toBe(201);
    expect(created.body.data.role_permissions).toEqual(['course.read', 'section.read']);
  });
});

describe("the platform's default roles (operators)", () => {
  it('lists them for an operator', async () => {
    const r = await c.call(OPERATOR, 'GET', '/api/admin/platform-roles');
    expect(r.status).toBe(200);
    expect(r.body.map((x: { role_name: string; tenant_id: null }) => [x.role_name, x.tenant_id])).toEqual(
      expect.arrayContaining([
        ['admin', null],
        ['teacher', null],
        ['student', null],
        ['home-school', null],
        ['ind-teacher', null],
      ]),
    );
  });

  it('an operator edits one; tenants created afterwards start from it, existing tenants keep theirs', async () => {
    const d = await role(null, 'student');
    const r = await c.call(OPERATOR, 'PUT', `/api/admin/platform-roles/${d.id}/permissions`, {
      role_permissions: [...d.role_permissions, 'section.read'],
      version: d.version,
    });
    expect(r.status).toBe(200);
    expect(r.body.role_permissions).toContain('section.read');
    expect((await role('lms', 'student')).role_permissions).not.toContain('section.read');
    const created = await c.call(OPERATOR, 'POST', '/api/admin/tenants', {
      schema_name: 'cedar_lms',
      title: 'Cedar',
      tenant_model: 'B2B',
      admin_email: 'admin@cedar.test',
      admin_first_name: 'Cee',
      admin_last_name: 'Dar',
    });
    expect(created.status).toBe(201);
    expect((await role('cedar_lms', 'student')).role_permissions).toContain('section.read');
    const audit = await sql<{ tenant_id: number | null }>`
      SELECT tenant_id FROM platform.audit_log WHERE resource = 'platform_roles' AND record_id = ${String(d.id)}`.execute(
      t.app.database.db,
    );
    expect(audit.rows).toEqual([{ tenant_id: null }]);
  });

  it('reads one for the checklist', async () => {
    const d = await role(null, 'teacher');
    const r = await c.call(OPERATOR, 'GET', `/api/admin/platform-roles/${d.id}`);
    expect(r.body).toMatchObject({ id: d.id, role_name: 'teacher', tenant_id: null });
    expect((await c.call(OPERATOR, 'GET', '/api/admin/platform-roles/999999')).status).toBe(404);
  });

  it('an operator cannot reach a tenant role through the platform route', async () => {
    const lmsTeacher = await role('lms', 'teacher');
    expect((await c.call(OPERATOR, 'GET', `/api/admin/platform-roles/${lmsTeacher.id}`)).status).toBe(404);
  });

  it("a school's administrator gets 403 (the /ei pages are blocked for the school)", async () => {
    const d = await role(null, 'teacher');
    const r = await c.call(ADMIN, 'PUT', `/api/admin/platform-roles/${d.id}/permissions`, {
      role_permissions: [],
      version: d.version,
    });
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe('blocked_path');
    expect((await c.call(ADMIN, 'GET', '/api/admin/platform-roles')).status).toBe(403);
  });

  it('an operator tenant user without role.update gets 403', async () => {
    const d = await role(null, 'teacher');
    const r = await c.call('indteacher@ei.test', 'PUT', `/api/admin/platform-roles/${d.id}/permissions`, {
      role_permissions: [],
      version: d.version,
    });
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe('missing_permission');
  });
});

// The principal is cached between requests; a revoked permission, a disabled account, a newly
// blocked path and a suspended tenant still apply at the very next request on the same server,
// because database triggers invalidate the cache before the write's request answers.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { until } from '../helpers/servers.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { adminClient } from './admin-client.ts';
import { ADMIN, TEACHER, OPERATOR } from '../helpers/demo-accounts.ts';

const t = useTestApp();
let c: ReturnType<typeof adminClient>;

beforeAll(async () => {
  c = adminClient(t.app);
});

const one = async <T>(q: ReturnType<typeof sql<T>>) => (await q.execute(t.app.database.db)).rows[0];
const teacherRole = () =>
  one(sql<{ id: number; version: number; role_permissions: string[] }>`
    SELECT r.id, r.version, r.role_permissions FROM platform.roles r JOIN platform.tenants t ON t.id = r.tenant_id
    WHERE t.name = 'lms' AND r.role_name = 'teacher'`);
const courses = () => c.list(TEACHER, 'courses', 'courses');

describe('the principal cache on one server', () => {
  it('serves a known user from memory: a change that bypasses the triggers is not seen until a notification', async () => {
    expect((await courses()).status).toBe(200);
    expect((await courses()).status).toBe(200);
    const role = await teacherRole();
    // as a restore from a dump would: replica mode fires no triggers, so no notification
    await t.app.database.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL session_replication_role = replica`.execute(trx);
      await sql`UPDATE platform.roles SET role_permissions = role_permissions - 'course.read' WHERE id = ${role.id}`.execute(
        trx,
      );
    });
    expect((await courses()).status).toBe(200);
    // any later write to the row notifies, and the next request reads it again
    await sql`UPDATE platform.roles SET updated_at = now() WHERE id = ${role.id}`.execute(t.app.database.db);
    expect((await courses()).status).toBe(403);
    await sql`UPDATE platform.roles SET role_permissions = ${JSON.stringify(role.role_permissions)}::jsonb WHERE id = ${role.id}`.execute(
      t.app.database.db,
    );
    expect((await courses()).status).toBe(200);
  });

  it('a revoked permission refuses the signed-in user at the very next request', async () => {
    expect((await courses()).status).toBe(200);
    const role = await teacherRole();
    const r = await c.call(ADMIN, 'PUT', `/api/admin/roles/${role.id}/permissions`, {
      role_permissions: role.role_permissions.filter((p) => p !== 'course.read'),
      version: role.version,
    });
    expect(r.status).toBe(200);
    const denied = await courses();
    expect(denied.status).toBe(403);
    expect(denied.body.error).toMatchObject({ code: 'missing_permission', permission: 'course.read' });
    const back = await c.call(ADMIN, 'PUT', `/api/admin/roles/${role.id}/permissions`, {
      role_permissions: role.role_permissions,
      version: r.body.version,
    });
    expect(back.status).toBe(200);
    expect((await courses()).status).toBe(200);
  });

  it('a disabled account is refused at its very next request; enabled, it signs in again', async () => {
    const me = () => c.call(TEACHER, 'GET', '/api/me');
    expect((await me()).status).toBe(200);
    const teacher = await one(
      sql<{ user_id: string }>`SELECT user_id FROM platform.app_users WHERE email = ${TEACHER}`,
    );
    const off = await c.call(ADMIN, 'POST', '/api/resources/users/actions/disable', { ids: [teacher.user_id] });
    expect(off.status).toBe(200);
    const refused = await me();
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('account_disabled');
    const on = await c.call(ADMIN, 'POST', '/api/resources/users/actions/enable', { ids: [teacher.user_id] });
    expect(on.status).toBe(200);
    // disabling ended the account's sessions: the token from before stays refused (from within a second,
    // when the revocation list is read again)
    const ended = await until(me, 401);
    expect([ended.body.error?.code, ended.ms < 1500]).toEqual(['session_ended', true]);
    c.forget(TEACHER);
    expect((await me()).status).toBe(200);
  });

  it('a newly blocked path is refused at the very next request of everyone in the tenant', async () => {
    const matrix = () => c.call(ADMIN, 'GET', '/api/access-matrix');
    expect((await matrix()).status).toBe(200);
    const own = await one(sql<{ id: number; version: number; blocked_paths: string[] }>`
      SELECT ac.id, ac.version, ac.blocked_paths FROM platform.app_controls ac
      JOIN platform.tenants t ON t.id = ac.tenant_id WHERE t.name = 'lms'`);
    const r = await c.call(ADMIN, 'PATCH', `/api/resources/app_controls/${own.id}`, {
      blocked_paths: [...own.blocked_paths, '/admin/access-matrix'],
      version: own.version,
    });
    expect(r.status).toBe(200);
    const blocked = await matrix();
    expect(blocked.status).toBe(403);
    expect(blocked.body.error).toMatchObject({ code: 'blocked_path', path: '/admin/access-matrix' });
    const back = await c.call(ADMIN, 'PATCH', `/api/resources/app_controls/${own.id}`, {
      blocked_paths: own.blocked_paths,
      version: r.body.data.version,
    });
    expect(back.status).toBe(200);
    expect((await matrix()).status).toBe(200);
  });

  it('a change to the default blocked list reaches a tenant that follows it at the next request', async () => {
    const matrix = () => c.call('admin@riverside.test', 'GET', '/api/access-matrix');
    expect((await matrix()).status).toBe(200);
    const def = await one(sql<{ id: number; version: number; blocked_paths: string[] }>`
      SELECT id, version, blocked_paths FROM platform.app_controls WHERE tenant_id IS NULL`);
    const r = await c.call(OPERATOR, 'PATCH', `/api/resources/app_controls/${def.id}`, {
      blocked_paths: [...def.blocked_paths, '/admin/access-matrix'],
      version: def.version,
    });
    expect(r.status).toBe(200);
    expect((await matrix()).status).toBe(403);
    const back = await c.call(OPERATOR, 'PATCH', `/api/resources/app_controls/${def.id}`, {
      blocked_paths: def.blocked_paths,
      version: r.body.data.version,
    });
    expect(back.status).toBe(200);
    expect((await matrix()).status).toBe(200);
  });

  it('a suspended tenant is refused at the next request of its users', async () => {
    const me = () => c.call('admin@ncsa.test', 'GET', '/api/me');
    expect((await me()).status).toBe(200);
    const db = t.app.database.db;
    await sql`UPDATE platform.tenants SET status = 'suspended' WHERE name = 'ncsa_lms'`.execute(db);
    const refused = await me();
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('tenant_suspended');
    await sql`UPDATE platform.tenants SET status = 'active' WHERE name = 'ncsa_lms'`.execute(db);
    expect((await me()).status).toBe(200);
  });
});

// A forbidden route answers 403 naming its reason, for each kind of reason; the access matrix
// answers "why not" for the caller's tenant, and operators may pick any tenant.
import Fastify from 'fastify';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';
import { loginAs } from '../helpers/oidc-login.ts';
import errorHandler from '../../server/plugins/error-handler.ts';
import accessPolicy from '../../server/plugins/access-policy.ts';

const t = useTestApp();
const tokens = new Map<string, string>();
beforeAll(async () => {
  for (const email of [
    'admin@demo-academy.test',
    'teacher@demo-academy.test',
    'multi@demo-academy.test',
    'operator@ei.test',
    'admin@riverside.test',
  ]) {
    tokens.set(email, (await loginAs(t.app, email)).access_token);
  }
});

const matrix = (email: string, query = '', headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/access-matrix${query}`,
    headers: { authorization: `Bearer ${tokens.get(email)}`, ...headers },
  });

describe('403 reasons', () => {
  it('missing_permission names the permission and the role', async () => {
    const res = await matrix('teacher@demo-academy.test');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: {
        code: 'missing_permission',
        permission: 'role.read',
        role: 'teacher',
        message: 'The role teacher does not hold the permission role.read',
      },
    });
  });

  it('blocked_path names the path and the tenant, and follows the stored list at once', async () => {
    expect((await matrix('admin@riverside.test')).statusCode).toBe(200);
    const db = t.app.database.db;
    await sql`
      INSERT INTO platform.app_controls (tenant_id, blocked_paths)
      SELECT id, '["/admin/access-matrix"]'::jsonb FROM platform.tenants WHERE name = 'riverside_lms'`.execute(db);
    const res = await matrix('admin@riverside.test');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: 'blocked_path',
      path: '/admin/access-matrix',
      tenant: 'riverside_lms',
    });
    await sql`DELETE FROM platform.app_controls WHERE tenant_id = (SELECT id FROM platform.tenants WHERE name = 'riverside_lms')`.execute(
      db,
    );
    expect((await matrix('admin@riverside.test')).statusCode).toBe(200);
  });

  it('a tenant that blocks /courses gets blocked_path from the course queries too', async () => {
    const query = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/query/listmodel',
        headers: { authorization: `Bearer ${tokens.get(email)}` },
        payload: { bizobjfile: 'courses', api: 'courses', rowsize: 1 },
      });
    const res = await query('operator@ei.test');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'blocked_path', path: '/courses', tenant: 'ei_lms' });
    expect((await query('admin@riverside.test')).statusCode).toBe(200);
  });

  it('undeclared_route: a route without config.access is refused', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorHandler);
    await app.register(accessPolicy);
    app.get('/api/forgotten', async () => ({ secret: true }));
    const res = await app.inject({ method: 'GET', url: '/api/forgotten' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'undeclared_route' });
    await app.close();
  });

  it("tenant_forbidden: a school admin cannot read another tenant's matrix", async () => {
    const res = await matrix('admin@demo-academy.test', '?tenant=ei_lms');
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'tenant_forbidden', tenant: 'ei_lms' });
  });

  it('without a token the answer is 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/access-matrix' });
    expect(res.statusCode).toBe(401);
  });

  it('follows the x-current-role header: multi as teacher is refused, as admin allowed', async () => {
    expect((await matrix('multi@demo-academy.test')).statusCode).toBe(200);
    const res = await matrix('multi@demo-academy.test', '', { 'x-current-role': 'teacher' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'missing_permission', role: 'teacher' });
  });
});

type Cell = { allow: boolean; reason?: { code: string; [k: string]: unknown }; message?: string };
type Row = { path: string; cells: Record<string, Cell> };
const cell = (rows: Row[], path: string, role: string) => rows.find((r) => r.path === path)!.cells[role];

describe('access matrix', () => {
  it("answers for the caller's tenant, every denied cell with its reason", async () => {
    const res = await matrix('admin@demo-academy.test');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.tenant).toEqual({ schema: 'lms', title: 'Demo Academy' });
    expect(body.tenants).toBeUndefined();
    expect(body.roles.map((r: { role_name: string }) => r.role_name)).toEqual(
      expect.arrayContaining(['admin', 'teacher', 'student']),
    );
    expect(cell(body.rows, '/admin/users', 'teacher')).toMatchObject({
      allow: false,
      reason: { code: 'missing_permission', permission: 'user.read' },
    });
    expect(cell(body.rows, '/admin/users', 'admin')).toEqual({ allow: true });
    expect(cell(body.rows, '/ei/tenants', 'admin')).toMatchObject({
      allow: false,
      reason: { code: 'blocked_path', tenant: 'lms' },
    });
    for (const row of body.rows as Row[]) {
      for (const c of Object.values(row.cells))
        if (!c.allow) expect(c.message && c.reason?.code, row.path).toBeTruthy();
    }
  });

  it('lets an operator pick any tenant, and lists the tenants', async () => {
    const own = (await matrix('operator@ei.test')).json();
    expect(cell(own.rows, '/courses', 'admin')).toMatchObject({
      allow: false,
      reason: { code: 'blocked_path', tenant: 'ei_lms' },
    });
    expect(own.tenants.map((x: { schema: string }) => x.schema)).toEqual(
      expect.arrayContaining(['lms', 'riverside_lms', 'ei_lms']),
    );
    const res = await matrix('operator@ei.test', '?tenant=riverside_lms');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.tenant.schema).toBe('riverside_lms');
    expect(body.blockedPathsSource).toBe('default');
    expect(cell(body.rows, '/courses', 'admin')).toEqual({ allow: true });
    expect((await matrix('operator@ei.test', '?tenant=no_such_lms')).statusCode).toBe(404);
  });
});

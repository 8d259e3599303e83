// The users screen's writes: invite (identity + app user, temporary password), enable/disable,
// reset password; validation per field, permission and tenant checks, audit records.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { loginAs } from '../helpers/oidc-login.ts';
import { adminClient } from './admin-client.ts';

const ADMIN = 'admin@demo-academy.test';
const TEACHER = 'teacher@demo-academy.test';
let t: TestApp;
let c: ReturnType<typeof adminClient>;

beforeAll(async () => {
  t = await createTestApp();
  c = adminClient(t.app);
});
afterAll(async () => {
  await t?.close();
});

const invite = (over: object = {}) => ({
  email: 'new.teacher@demo-academy.test',
  first_name: 'Nina',
  last_name: 'New',
  roles: ['teacher'],
  ...over,
});

async function auditRows(recordId: string) {
  const r = await sql<{ action: string; resource: string; user_id: string; tenant_id: number }>`
    SELECT action, resource, user_id, tenant_id FROM platform.audit_log WHERE record_id = ${recordId} ORDER BY id`.execute(
    t.app.database.db,
  );
  return r.rows;
}

describe('invite', () => {
  let userId: string;
  let password: string;

  it('creates the identity and the app user and answers the temporary password once', async () => {
    const r = await c.call(ADMIN, 'POST', '/api/admin/users', invite({ email: 'New.Teacher@Demo-Academy.test' }));
    expect(r.status).toBe(201);
    expect(r.body.user).toMatchObject({
      email: 'new.teacher@demo-academy.test',
      roles: ['teacher'],
      status: 'active',
      version: 1,
    });
    expect(r.body.temporaryPassword).toMatch(/^[A-Za-z0-9]{4}(-[A-Za-z0-9]{4}){3}$/);
    expect(r.body.identityStore).toBe('embedded');
    userId = r.body.user.user_id;
    password = r.body.temporaryPassword;
    const audit = await auditRows(userId);
    expect(audit).toEqual([expect.objectContaining({ action: 'invite', resource: 'users' })]);
    // the password is not in the audit record
    const raw = await sql<{ after: object }>`SELECT after FROM platform.audit_log WHERE record_id = ${userId}`.execute(
      t.app.database.db,
    );
    expect(JSON.stringify(raw.rows)).not.toContain(password);
  });

  it('lets the invited user sign in with it, in the inviting tenant and role', async () => {
    const me = await c.call('new.teacher@demo-academy.test', 'GET', '/api/me').catch(() => undefined);
    expect(me).toBeUndefined(); // no password given: loginAs used the demo password and failed
    const tokens = await loginAs(t.app, 'new.teacher@demo-academy.test', password);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userId, schema: 'lms', roles: ['teacher'], currentRole: 'teacher' });
  });

  it('shows the invited user in the users list', async () => {
    const r = await c.list(ADMIN, 'security_users', 'users', [['email', '=', 'new.teacher@demo-academy.test']]);
    expect(r.body.data[0].rows).toEqual([expect.objectContaining({ user_id: userId, status: 'active' })]);
  });

  it.each([
    ['email', { email: 'not-an-address' }, /e-mail address/],
    ['first_name', { first_name: '  ' }, /required/],
    ['last_name', { last_name: 'x'.repeat(101) }, /at most 100/],
    ['roles', { roles: [] }, /required/],
    ['roles', { roles: ['principal'] }, /no role principal/],
  ])('answers 400 with the message at the field (%s)', async (field, over, message) => {
    const r = await c.call(
      ADMIN,
      'POST',
      '/api/admin/users',
      invite({ email: `v${Math.random().toString(36).slice(2)}@demo-academy.test`, ...over }),
    );
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('validation_failed');
    expect(r.body.error.fields[field]).toMatch(message);
  });

  it('answers an address used in another school exactly as one used in this school (no cross-school lookup)', async () => {
    const sameSchool = await c.call(ADMIN, 'POST', '/api/admin/users', invite({ email: 'teacher@demo-academy.test' }));
    const otherSchool = await c.call(ADMIN, 'POST', '/api/admin/users', invite({ email: 'Admin@NCSA.test' }));
    // an identity without an app user (e.g. left in the identity store) gets the same answer too
    await sql`INSERT INTO platform.identities (sub, email, password_hash)
              VALUES (gen_random_uuid(), 'orphan@elsewhere.test', 'x')`.execute(t.app.database.db);
    const identityOnly = await c.call(ADMIN, 'POST', '/api/admin/users', invite({ email: 'orphan@elsewhere.test' }));
    expect(otherSchool.status).toBe(409);
    expect(otherSchool.body.error.code).toBe('email_unavailable');
    expect(otherSchool.body.error.fields.email).toMatch(/already in use/);
    expect(otherSchool.body.error.message).not.toMatch(/another school|other school|NCSA/i);
    expect(otherSchool).toEqual(sameSchool);
    expect(identityOnly).toEqual(sameSchool);
    const n = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM platform.app_users WHERE lower(email) = 'admin@ncsa.test'`.execute(
      t.app.database.db,
    );
    expect(n.rows[0].n).toBe(1);
  });

  it('refuses a body of the wrong shape with 400 and creates nothing', async () => {
    const r = await c.call(ADMIN, 'POST', '/api/admin/users', {
      ...invite({ email: 'shape@demo-academy.test' }),
      status: 'active',
    });
    expect(r.status).toBe(400);
    const n = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM platform.identities WHERE email = 'shape@demo-academy.test'`.execute(
      t.app.database.db,
    );
    expect(n.rows[0].n).toBe(0);
  });
});

describe('enable, disable, reset password', () => {
  let userId: string;
  let token: string;

  beforeAll(async () => {
    const r = await c.call(
      ADMIN,
      'POST',
      '/api/admin/users',
      invite({ email: 'toggle@demo-academy.test', roles: ['student'] }),
    );
    userId = r.body.user.user_id;
    token = (await loginAs(t.app, 'toggle@demo-academy.test', r.body.temporaryPassword)).access_token;
  });
  const me = () => t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });

  it('disabling refuses the user at their next request, and at the login form', async () => {
    expect((await me()).statusCode).toBe(200);
    const r = await c.call(ADMIN, 'POST', '/api/admin/users/status', { action: 'disable', user_ids: [userId] });
    expect(r.status).toBe(200);
    expect(r.body.users[0]).toMatchObject({ user_id: userId, status: 'disabled' });
    const res = await me();
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('account_disabled');
    const idn = await sql<{
      disabled: boolean;
    }>`SELECT disabled FROM platform.identities WHERE sub = ${userId}`.execute(t.app.database.db);
    expect(idn.rows[0].disabled).toBe(true);
  });

  it('a disabled account cannot have its password reset until enabled', async () => {
    const r = await c.call(ADMIN, 'POST', `/api/admin/users/${userId}/reset-password`);
    expect(r.status).toBe(409);
    expect(r.body.error.code).toBe('account_disabled');
  });

  it('enabling lets the same token through again', async () => {
    const r = await c.call(ADMIN, 'POST', '/api/admin/users/status', { action: 'enable', user_ids: [userId] });
    expect(r.body.users[0].status).toBe('active');
    expect((await me()).statusCode).toBe(200);
    expect((await auditRows(userId)).map((a) => a.action)).toEqual(['invite', 'disable', 'enable']);
  });

  it('reset password: the old password stops working, the new one works', async () => {
    const before = await sql<{
      password_hash: string;
    }>`SELECT password_hash FROM platform.identities WHERE sub = ${userId}`.execute(t.app.database.db);
    const r = await c.call(ADMIN, 'POST', `/api/admin/users/${userId}/reset-password`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ user_id: userId, email: 'toggle@demo-academy.test' });
    const after = await sql<{
      password_hash: string;
    }>`SELECT password_hash FROM platform.identities WHERE sub = ${userId}`.execute(t.app.database.db);
    expect(after.rows[0].password_hash).not.toBe(before.rows[0].password_hash);
    await expect(loginAs(t.app, 'toggle@demo-academy.test', 'Welcome-2026')).rejects.toThrow(/sign-in failed/);
    const tokens = await loginAs(t.app, 'toggle@demo-academy.test', r.body.temporaryPassword);
    expect(tokens.access_token).toBeTruthy();
  });

  it('refuses to disable the caller themself', async () => {
    const self = await c.call(ADMIN, 'GET', '/api/me');
    const r = await c.call(ADMIN, 'POST', '/api/admin/users/status', {
      action: 'disable',
      user_ids: [self.body.userId],
    });
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe('self_change');
  });

  it('bulk: all or nothing when one user is of another tenant', async () => {
    const other = await sql<{
      user_id: string;
    }>`SELECT user_id FROM platform.app_users WHERE email = 'admin@ncsa.test'`.execute(t.app.database.db);
    const r = await c.call(ADMIN, 'POST', '/api/admin/users/status', {
      action: 'disable',
      user_ids: [userId, other.rows[0].user_id],
    });
    expect(r.status).toBe(404);
    const still = await sql<{
      status: string;
    }>`SELECT status FROM platform.app_users WHERE user_id = ${userId}`.execute(t.app.database.db);
    expect(still.rows[0].status).toBe('active');
  });

  it.each([
    [{ action: 'archive', user_ids: ['00000000-0000-0000-0000-000000000000'] }],
    [{ action: 'disable', user_ids: [] }],
    [{ action: 'disable', user_ids: ["1' OR 1=1 --"] }],
  ])('answers 400 to a bad status body %j', async (body) => {
    const r = await c.call(ADMIN, 'POST', '/api/admin/users/status', body);
    expect(r.status).toBe(400);
  });
});

describe('who may', () => {
  it.each([
    ['POST', '/api/admin/users', invite({ email: 'x1@demo-academy.test' })],
    ['POST', '/api/admin/users/status', { action: 'disable', user_ids: ['00000000-0000-0000-0000-000000000000'] }],
    ['POST', '/api/admin/users/00000000-0000-0000-0000-000000000000/reset-password', undefined],
  ] as const)('a teacher gets 403 for %s %s', async (method, url, body) => {
    const r = await c.call(TEACHER, method, url, body);
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe('missing_permission');
  });

  it('a teacher gets 403 even with a malformed body (the permission is checked first)', async () => {
    const r = await c.call(TEACHER, 'POST', '/api/admin/users', { nonsense: true });
    expect(r.status).toBe(403);
  });

  it("an administrator cannot reach another tenant's user", async () => {
    const other = await sql<{
      user_id: string;
    }>`SELECT user_id FROM platform.app_users WHERE email = 'admin@ncsa.test'`.execute(t.app.database.db);
    const r = await c.call(ADMIN, 'POST', `/api/admin/users/${other.rows[0].user_id}/reset-password`);
    expect(r.status).toBe(404);
  });

  it('without a token: 401', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/users', payload: invite() });
    expect(res.statusCode).toBe(401);
  });
});

describe('one write pipeline', () => {
  it('a user invited here is disabled and deleted through /api/resources/users with the same identity effects', async () => {
    const email = 'both.paths@demo-academy.test';
    const r = await c.call(ADMIN, 'POST', '/api/admin/users', invite({ email }));
    expect(r.status).toBe(201);
    const { user_id: id, version } = r.body.user;
    const password = r.body.temporaryPassword;
    const off = await c.call(ADMIN, 'PATCH', `/api/resources/users/${id}`, { status: 'disabled', version });
    expect(off.status).toBe(200);
    await expect(loginAs(t.app, email, password)).rejects.toThrow(/sign-in failed/);
    const on = await c.call(ADMIN, 'PATCH', `/api/resources/users/${id}`, { status: 'active', version: version + 1 });
    expect(on.status).toBe(200);
    expect((await loginAs(t.app, email, password)).access_token).toBeTruthy();
    expect((await c.call(ADMIN, 'DELETE', `/api/resources/users/${id}`)).status).toBe(200);
    await expect(loginAs(t.app, email, password)).rejects.toThrow(/sign-in failed/);
    const left = await sql`SELECT 1 FROM platform.identities WHERE sub = ${id}`.execute(t.app.database.db);
    expect(left.rows).toEqual([]);
    const audit = await auditRows(id);
    expect(audit.map((a) => a.action)).toEqual(['invite', 'update', 'update', 'delete']);
    expect(new Set(audit.map((a) => a.tenant_id)).size).toBe(1);
  });
});

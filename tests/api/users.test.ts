// The users screen's writes, all through /api/resources/users: invite (the create: identity + app
// user, a set-password link mailed and no password answered), the actions enable/disable/reset
// password/resend invite (/actions/:action, per-id answers), delete; validation per field, permission and tenant checks,
// audit records.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { until } from '../helpers/servers.ts';
import { createApiTest, type ApiTest } from '../helpers/api.ts';
import { loginAs } from '../helpers/oidc-login.ts';
import { ADMIN, TEACHER } from '../helpers/demo-accounts.ts';
import { mailedToken, passwordFromMail } from '../helpers/password-link.ts';

let t: ApiTest;
// the caller's half of the one API test helper
let c: Pick<ApiTest, 'call' | 'list'>;

beforeAll(async () => {
  c = t = await createApiTest();
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

const USERS = '/api/resources/users';
const act = (email: string, action: string, ids: unknown[], input?: object) =>
  c.call(email, 'POST', `${USERS}/actions/${action}`, input === undefined ? { ids } : { ids, input });

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

  it('creates the identity and the app user, mails the invite link and answers no password', async () => {
    const r = await c.call(ADMIN, 'POST', USERS, invite({ email: 'New.Teacher@Demo-Academy.test' }));
    expect(r.status).toBe(201);
    expect(r.body.data).toMatchObject({
      email: 'new.teacher@demo-academy.test',
      roles: { access: ['teacher'] },
      status: 'active',
      version: 1,
    });
    expect(r.body.oneTime).toEqual({ identityStore: 'embedded' });
    userId = r.body.data.user_id;
    const log = await sql<{ event: string; created_by: string }>`SELECT event, created_by FROM platform.notification_log
      WHERE recipient = 'new.teacher@demo-academy.test'`.execute(t.app.database.db);
    expect(log.rows.map((x) => x.event)).toEqual(['user_invited']);
    const token = await mailedToken(t.app, 'new.teacher@demo-academy.test');
    password = await passwordFromMail(t.app, 'new.teacher@demo-academy.test');
    const audit = await auditRows(userId);
    expect(audit).toEqual([expect.objectContaining({ action: 'invite', resource: 'users' })]);
    // the link is not in the audit record
    const raw = await sql<{ after: object }>`SELECT after FROM platform.audit_log WHERE record_id = ${userId}`.execute(
      t.app.database.db,
    );
    expect(JSON.stringify(raw.rows)).not.toContain(token.split('.')[0]);
  });

  it('lets the invited user sign in with the password they set, in the inviting tenant and role', async () => {
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
      USERS,
      invite({ email: `v${Math.random().toString(36).slice(2)}@demo-academy.test`, ...over }),
    );
    expect(r.status).toBe(400);
    expect(r.body.error.code).toMatch(/^(validation_failed|unknown_role)$/);
    expect(r.body.error.fields[field]).toMatch(message);
  });

  it('answers an address used in another school exactly as one used in this school (no cross-school lookup)', async () => {
    const sameSchool = await c.call(ADMIN, 'POST', USERS, invite({ email: 'teacher@demo-academy.test' }));
    const otherSchool = await c.call(ADMIN, 'POST', USERS, invite({ email: 'Admin@NCSA.test' }));
    // an identity without an app user (e.g. left in the identity store) gets the same answer too
    await sql`INSERT INTO platform.identities (sub, email, password_hash)
              VALUES (gen_random_uuid(), 'orphan@elsewhere.test', 'x')`.execute(t.app.database.db);
    const identityOnly = await c.call(ADMIN, 'POST', USERS, invite({ email: 'orphan@elsewhere.test' }));
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
    const r = await c.call(ADMIN, 'POST', USERS, {
      ...invite({ email: 'shape@demo-academy.test' }),
      is_admin: true,
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
    const r = await c.call(ADMIN, 'POST', USERS, invite({ email: 'toggle@demo-academy.test', roles: ['student'] }));
    userId = r.body.data.user_id;
    const password = await passwordFromMail(t.app, 'toggle@demo-academy.test');
    token = (await loginAs(t.app, 'toggle@demo-academy.test', password)).access_token;
  });
  const me = () => t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });

  it('disabling refuses the user at their next request, and at the login form', async () => {
    expect((await me()).statusCode).toBe(200);
    const r = await act(ADMIN, 'disable', [userId]);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ action: 'disable', succeeded: 1, failed: 0 });
    expect(r.body.data.results[0]).toMatchObject({
      id: userId,
      ok: true,
      data: { user_id: userId, status: 'disabled' },
    });
    const res = await me();
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('account_disabled');
    const idn = await sql<{
      disabled: boolean;
    }>`SELECT disabled FROM platform.identities WHERE sub = ${userId}`.execute(t.app.database.db);
    expect(idn.rows[0].disabled).toBe(true);
  });

  it('a disabled account cannot have its password reset until enabled', async () => {
    const r = await act(ADMIN, 'reset_password', [userId]);
    expect(r.status).toBe(200);
    expect(r.body.data.results[0]).toMatchObject({ id: userId, ok: false, status: 409 });
    expect(r.body.data.results[0].error.code).toBe('account_disabled');
    expect(r.body.data.results[0].output).toBeUndefined();
  });

  it('enabling lets the user sign in again; the token from before the disable stays refused', async () => {
    const r = await act(ADMIN, 'enable', [userId]);
    expect(r.body.data.results[0].data.status).toBe('active');
    const ended = await until(async () => {
      const res = await me();
      return { status: res.statusCode, body: res.json() };
    }, 401);
    expect([ended.body.error?.code, ended.ms < 1500]).toEqual(['session_ended', true]);
    token = (await loginAs(t.app, 'toggle@demo-academy.test', 'chosen-Password-1')).access_token;
    expect((await me()).statusCode).toBe(200);
    expect((await auditRows(userId)).map((a) => a.action)).toEqual(['invite', 'disable', 'enable']);
  });

  it('reset password: the old password stops working, the new one works', async () => {
    const before = await sql<{
      password_hash: string;
    }>`SELECT password_hash FROM platform.identities WHERE sub = ${userId}`.execute(t.app.database.db);
    const r = await act(ADMIN, 'reset_password', [userId]);
    expect(r.status).toBe(200);
    const [one] = r.body.data.results;
    expect(one).toMatchObject({ id: userId, ok: true, data: { user_id: userId, email: 'toggle@demo-academy.test' } });
    expect((await auditRows(userId)).at(-1)?.action).toBe('reset_password');
    const after = await sql<{
      password_hash: string;
    }>`SELECT password_hash FROM platform.identities WHERE sub = ${userId}`.execute(t.app.database.db);
    expect(after.rows[0].password_hash).not.toBe(before.rows[0].password_hash);
    expect(one.output).toEqual({ identityStore: 'embedded', mailedTo: 'toggle@demo-academy.test' });
    await expect(loginAs(t.app, 'toggle@demo-academy.test', 'chosen-Password-1')).rejects.toThrow(/sign-in failed/);
    const chosen = await passwordFromMail(t.app, 'toggle@demo-academy.test', 'second-Password-2');
    const tokens = await loginAs(t.app, 'toggle@demo-academy.test', chosen);
    expect(tokens.access_token).toBeTruthy();
  });

  it('refuses to disable the caller themself', async () => {
    const self = await c.call(ADMIN, 'GET', '/api/me');
    const r = await act(ADMIN, 'disable', [self.body.userId]);
    expect(r.body.data.results[0]).toMatchObject({ ok: false, status: 403, error: { code: 'self_change' } });
    const still = await sql<{ status: string }>`
      SELECT status FROM platform.app_users WHERE user_id = ${self.body.userId}`.execute(t.app.database.db);
    expect(still.rows[0].status).toBe('active');
  });

  it("bulk: another tenant's user is answered 404 at its id and left alone; the caller's own ids are done", async () => {
    const other = await sql<{ user_id: string; status: string; version: number }>`
      SELECT user_id, status, version FROM platform.app_users WHERE email = 'admin@ncsa.test'`.execute(
      t.app.database.db,
    );
    const theirs = other.rows[0];
    const r = await act(ADMIN, 'disable', [userId, theirs.user_id]);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ succeeded: 1, failed: 1 });
    expect(r.body.data.results[1]).toMatchObject({ id: theirs.user_id, ok: false, status: 404 });
    expect(JSON.stringify(r.body)).not.toContain('admin@ncsa.test');
    const rows = await sql<{ user_id: string; status: string; version: number }>`
      SELECT user_id, status, version FROM platform.app_users WHERE user_id IN (${userId}, ${theirs.user_id})`.execute(
      t.app.database.db,
    );
    expect(rows.rows.find((x) => x.user_id === theirs.user_id)).toEqual(theirs);
    expect(rows.rows.find((x) => x.user_id === userId)?.status).toBe('disabled');
    expect((await auditRows(theirs.user_id)).filter((a) => a.action === 'disable')).toEqual([]);
    expect((await act(ADMIN, 'enable', [userId])).body.data.succeeded).toBe(1);
  });

  it('an action on users already in that state changes nothing and writes no audit record', async () => {
    const before = await auditRows(userId);
    const r = await act(ADMIN, 'enable', [userId, userId]);
    expect(r.body.data).toMatchObject({ succeeded: 1, failed: 0 });
    expect(await auditRows(userId)).toEqual(before);
  });

  it.each([
    ['archive', { ids: ['00000000-0000-0000-0000-000000000000'] }, 404, 'unknown_action'],
    ['disable', { ids: [] }, 400, 'invalid_ids'],
    ['disable', { ids: ["1' OR 1=1 --"] }, 400, 'invalid_id'],
    ['disable', { ids: Array.from({ length: 101 }, () => '00000000-0000-4000-8000-000000000000') }, 400, 'invalid_ids'],
    ['disable', { ids: ['00000000-0000-4000-8000-000000000000'], input: { force: true } }, 400, 'validation_failed'],
    ['disable', { user_ids: ['00000000-0000-4000-8000-000000000000'] }, 400, 'invalid_ids'],
  ])('answers the bad request %s %j with %i %s', async (action, body, status, code) => {
    const r = await c.call(ADMIN, 'POST', `${USERS}/actions/${action}`, body);
    expect(r.status).toBe(status);
    expect(r.body.error.code).toBe(code);
  });

  it('a bad input names its field', async () => {
    const r = await act(ADMIN, 'disable', [userId], { force: true });
    expect(r.status).toBe(400);
    expect(Object.keys(r.body.error.fields)).toEqual(['force']);
  });
});

describe('set roles (an action with an input)', () => {
  const ids = async (...emails: string[]) =>
    (
      await sql<{ user_id: string; email: string }>`
        SELECT user_id, email FROM platform.app_users WHERE email IN (${sql.join(emails)})`.execute(t.app.database.db)
    ).rows.sort((a, b) => emails.indexOf(a.email) - emails.indexOf(b.email));
  let two: string[];

  beforeAll(async () => {
    for (const email of ['roles.a@demo-academy.test', 'roles.b@demo-academy.test'])
      expect((await c.call(ADMIN, 'POST', USERS, invite({ email, roles: ['student'] }))).status).toBe(201);
    two = (await ids('roles.a@demo-academy.test', 'roles.b@demo-academy.test')).map((u) => u.user_id);
  });

  it.each([
    [{}, /Roles is required|roles/i, 'validation_failed'],
    [{ roles: [] }, /Roles/, 'validation_failed'],
    [{ roles: ['principal'] }, /no role principal/, 'unknown_role'],
  ])('refuses the whole request with 400 at the field for input %j, changing nothing', async (input, message, code) => {
    const r = await act(ADMIN, 'set_roles', two, input);
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe(code);
    expect(r.body.error.fields.roles).toMatch(message);
    const audit = await auditRows(two[0]);
    expect(audit.map((a) => a.action)).toEqual(['invite']);
  });

  it("sets the roles of many users, each with an audit record of before and after; the caller's own is refused", async () => {
    const self = (await c.call(ADMIN, 'GET', '/api/me')).body.userId;
    const r = await act(ADMIN, 'set_roles', [...two, self], { roles: ['teacher', 'student'] });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ action: 'set_roles', succeeded: 2, failed: 1 });
    for (const [i, id] of two.entries())
      expect(r.body.data.results[i]).toMatchObject({
        id,
        ok: true,
        data: { roles: { access: ['teacher', 'student'] } },
      });
    expect(r.body.data.results[2]).toMatchObject({ id: self, ok: false, status: 403, error: { code: 'self_change' } });
    const audit = await sql<{ action: string; before: { roles: unknown }; after: { roles: unknown } }>`
      SELECT action, before, after FROM platform.audit_log WHERE record_id = ${two[1]} ORDER BY id`.execute(
      t.app.database.db,
    );
    expect(audit.rows.at(-1)).toMatchObject({
      action: 'set_roles',
      before: { roles: { access: ['student'] } },
      after: { roles: { access: ['teacher', 'student'] } },
    });
    const me = await sql<{ roles: unknown }>`SELECT roles FROM platform.app_users WHERE user_id = ${self}`.execute(
      t.app.database.db,
    );
    expect(me.rows[0].roles).toEqual({ access: ['admin'] });
  });

  it('a teacher may not (403), whatever the input', async () => {
    const r = await act(TEACHER, 'set_roles', two, { roles: 'nonsense' });
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe('missing_permission');
  });
});

describe('who may', () => {
  it.each([
    ['POST', USERS, invite({ email: 'x1@demo-academy.test' })],
    ['POST', `${USERS}/actions/disable`, { ids: ['00000000-0000-0000-0000-000000000000'] }],
    ['POST', `${USERS}/actions/enable`, { ids: ['00000000-0000-0000-0000-000000000000'] }],
    ['POST', `${USERS}/actions/reset_password`, { ids: ['00000000-0000-0000-0000-000000000000'] }],
  ] as const)('a teacher gets 403 for %s %s', async (method, url, body) => {
    const r = await c.call(TEACHER, method, url, body);
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe('missing_permission');
  });

  it('a teacher gets 403 even with a malformed body (the permission is checked first)', async () => {
    const r = await c.call(TEACHER, 'POST', USERS, { nonsense: true });
    expect(r.status).toBe(403);
    const a = await c.call(TEACHER, 'POST', `${USERS}/actions/disable`, { nonsense: true });
    expect(a.status).toBe(403);
  });

  it("an administrator cannot reach another tenant's user", async () => {
    const other = await sql<{
      user_id: string;
    }>`SELECT user_id FROM platform.app_users WHERE email = 'admin@ncsa.test'`.execute(t.app.database.db);
    const r = await act(ADMIN, 'reset_password', [other.rows[0].user_id]);
    expect(r.body.data.results).toEqual([
      expect.objectContaining({ id: other.rows[0].user_id, ok: false, status: 404 }),
    ]);
  });

  it('a school that blocks /admin/users gets 403 blocked_path for its actions too', async () => {
    const own = (
      await sql<{ id: number; version: number; blocked_paths: string[] }>`
        SELECT ac.id, ac.version, ac.blocked_paths FROM platform.app_controls ac
        JOIN platform.tenants t ON t.id = ac.tenant_id WHERE t.name = 'lms'`.execute(t.app.database.db)
    ).rows[0];
    const controls = `/api/resources/app_controls/${own.id}`;
    const blocked = await c.call(ADMIN, 'PATCH', controls, {
      blocked_paths: [...own.blocked_paths, '/admin/users'],
      version: own.version,
    });
    expect(blocked.status).toBe(200);
    try {
      const r = await act(ADMIN, 'enable', ['00000000-0000-4000-8000-000000000000']);
      expect(r.status).toBe(403);
      expect(r.body.error.code).toBe('blocked_path');
    } finally {
      const back = { blocked_paths: own.blocked_paths, version: blocked.body.data.version };
      expect((await c.call(ADMIN, 'PATCH', controls, back)).status).toBe(200);
    }
  });

  it('without a token: 401', async () => {
    const res = await t.app.inject({ method: 'POST', url: USERS, payload: invite() });
    expect(res.statusCode).toBe(401);
    const a = await t.app.inject({ method: 'POST', url: `${USERS}/actions/disable`, payload: { ids: [] } });
    expect(a.statusCode).toBe(401);
  });
});

describe('resend invite', () => {
  it('mails a new invite link that sets the password; a disabled account is refused', async () => {
    const email = 'resend@demo-academy.test';
    const r = await c.call(ADMIN, 'POST', USERS, invite({ email }));
    const id = r.body.data.user_id;
    const first = await mailedToken(t.app, email);
    const again = await act(ADMIN, 'resend_invite', [id]);
    expect(again.body.data.results[0]).toMatchObject({ ok: true, output: { mailedTo: email } });
    const second = await mailedToken(t.app, email);
    expect(second).not.toBe(first);
    const events = await sql<{ event: string }>`SELECT event FROM platform.notification_log
      WHERE recipient = ${email} ORDER BY id`.execute(t.app.database.db);
    expect(events.rows.map((x) => x.event)).toEqual(['user_invited', 'user_invited']);
    expect((await loginAs(t.app, email, await passwordFromMail(t.app, email))).access_token).toBeTruthy();
    await act(ADMIN, 'disable', [id]);
    const refused = await act(ADMIN, 'resend_invite', [id]);
    expect(refused.body.data.results[0]).toMatchObject({ ok: false, error: { code: 'account_disabled' } });
  });
});

describe('one write pipeline', () => {
  it('a status edit (PATCH) has the same identity effects as the actions, and delete removes the identity', async () => {
    const email = 'both.paths@demo-academy.test';
    const r = await c.call(ADMIN, 'POST', USERS, invite({ email }));
    expect(r.status).toBe(201);
    const { user_id: id, version } = r.body.data;
    const password = await passwordFromMail(t.app, email);
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

describe("the school's last active administrator", () => {
  // a registrar may manage users without being an administrator, so it is the one who could remove
  // the last administrator; the demo school's other active administrators are set aside meanwhile
  const REGISTRAR = 'registrar@demo-academy.test';
  let admin: { user_id: string; tenant_id: number; version: number };
  let others: string[];

  beforeAll(async () => {
    const db = t.app.database.db;
    const a = await sql<typeof admin>`SELECT user_id, tenant_id, version FROM platform.app_users
      WHERE lower(email) = ${ADMIN}`.execute(db);
    admin = a.rows[0];
    const o = await sql<{ user_id: string }>`SELECT user_id FROM platform.app_users WHERE tenant_id = ${admin.tenant_id}
      AND status = 'active' AND roles->'access' ? 'admin' AND user_id <> ${admin.user_id}`.execute(db);
    others = o.rows.map((r) => r.user_id);
    if (others.length)
      await sql`UPDATE platform.app_users SET status = 'disabled' WHERE user_id IN (${sql.join(others)})`.execute(db);
    const role = await c.call(ADMIN, 'POST', '/api/resources/roles', {
      role_name: 'registrar',
      role_permissions: ['user.read', 'user.update', 'user.delete'],
    });
    expect(role.status).toBe(201);
    expect((await c.call(ADMIN, 'POST', USERS, invite({ email: REGISTRAR, roles: ['registrar'] }))).status).toBe(201);
    await t.token(REGISTRAR, await passwordFromMail(t.app, REGISTRAR));
  });
  afterAll(async () => {
    if (others?.length)
      await sql`UPDATE platform.app_users SET status = 'active' WHERE user_id IN (${sql.join(others)})`.execute(
        t.app.database.db,
      );
  });

  it('cannot be deleted, disabled or lose the admin role, and stays able to work', async () => {
    const del = await c.call(REGISTRAR, 'DELETE', `${USERS}/${admin.user_id}`);
    expect(del.status).toBe(409);
    expect(del.body.error.code).toBe('last_admin');
    const off = await act(REGISTRAR, 'disable', [admin.user_id]);
    expect(off.body.data.results[0]).toMatchObject({ ok: false, error: { code: 'last_admin' } });
    const demote = await c.call(REGISTRAR, 'PATCH', `${USERS}/${admin.user_id}`, {
      roles: ['teacher'],
      version: admin.version,
    });
    expect(demote.status).toBe(409);
    expect(demote.body.error.code).toBe('last_admin');
    const row = await sql<{ status: string; roles: { access: string[] } }>`SELECT status, roles FROM platform.app_users
      WHERE user_id = ${admin.user_id}`.execute(t.app.database.db);
    expect(row.rows[0]).toMatchObject({ status: 'active', roles: { access: expect.arrayContaining(['admin']) } });
    expect((await c.call(ADMIN, 'GET', '/api/me')).status).toBe(200);
  });

  it('another administrator can be deleted while one stays', async () => {
    const email = 'second.admin@demo-academy.test';
    const r = await c.call(ADMIN, 'POST', USERS, invite({ email, roles: ['admin'] }));
    expect(r.status).toBe(201);
    expect((await c.call(REGISTRAR, 'DELETE', `${USERS}/${r.body.data.user_id}`)).status).toBe(200);
  });
});

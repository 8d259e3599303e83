// REST writes: validation, permissions, tenant scope, optimistic concurrency, audit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createAuthedApp, type AuthedApp } from './listmodel-auth.ts';
import { loginAs } from '../helpers/oidc-login.ts';
import { ADMIN } from '../helpers/demo-accounts.ts';

let t: AuthedApp;
beforeAll(async () => {
  t = await createAuthedApp();
});
afterAll(async () => {
  await t?.close();
});

async function call(email: string, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
  const res = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${await t.token(email)}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: res.statusCode, body: res.json() };
}
const db = () => t.app.database.db;
async function rows<T>(q: ReturnType<typeof sql<T>>) {
  return (await q.execute(db())).rows;
}
const auditFor = (id: string) =>
  rows(sql<{ action: string; user_id: string; tenant_id: number; before: unknown; after: unknown }>`
  SELECT action, user_id, tenant_id, before, after FROM platform.audit_log WHERE record_id = ${id} ORDER BY id`);

describe('users', () => {
  let created: { user_id: string; version: number };

  it('an admin creates (invites) a user; the list shows it; an audit record says who', async () => {
    const r = await call(ADMIN, 'POST', '/api/resources/users', {
      email: 'New.Person@Demo-Academy.test',
      first_name: 'New',
      last_name: 'Person',
      roles: ['teacher'],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    created = r.body.data;
    expect(r.body.data).toMatchObject({
      email: 'new.person@demo-academy.test',
      roles: { access: ['teacher'] },
      status: 'active',
      version: 1,
    });
    // without a password of its own, the new user is mailed a link to set one; none is answered
    expect(r.body.oneTime).toEqual({ identityStore: 'embedded' });
    const identity = await rows(sql`SELECT email FROM platform.identities WHERE sub = ${created.user_id}`);
    expect(identity).toHaveLength(1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/query/listmodel',
      headers: { authorization: `Bearer ${await t.token(ADMIN)}` },
      payload: { bizobjfile: 'security_users', api: 'users', filter: [['id', '=', created.user_id]] },
    });
    expect(res.json().data[0].rows[0]).toMatchObject({
      email: 'new.person@demo-academy.test',
      role_names: 'teacher',
      status: 'active',
    });
    const audit = await auditFor(created.user_id);
    const admin = (
      await rows(
        sql<{
          user_id: string;
          tenant_id: number;
        }>`SELECT user_id, tenant_id FROM platform.app_users WHERE email = ${ADMIN}`,
      )
    )[0];
    expect(audit).toEqual([
      expect.objectContaining({ action: 'invite', user_id: admin.user_id, tenant_id: admin.tenant_id, before: null }),
    ]);
    expect(JSON.stringify(audit)).not.toContain('password');
    expect(JSON.stringify(audit)).not.toContain('set-password');
  });

  it('refuses a duplicate email with 409 naming the field', async () => {
    const r = await call(ADMIN, 'POST', '/api/resources/users', {
      email: 'teacher@demo-academy.test',
      first_name: 'A',
      last_name: 'B',
      roles: ['teacher'],
    });
    expect(r.status).toBe(409);
    // the same neutral answer as an invite (the address is in use; where is not said)
    expect(r.body.error).toMatchObject({ code: 'email_unavailable', fields: { email: expect.any(String) } });
  });

  it('goes through the identity store: the new user signs in, is disabled and enabled there, and once deleted cannot', async () => {
    const email = 'signs.in@demo-academy.test';
    const password = 'Long-enough-pw-1';
    const r = await call(ADMIN, 'POST', '/api/resources/users', {
      email,
      first_name: 'Sig',
      last_name: 'Nin',
      roles: ['teacher'],
      password,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const id = r.body.data.user_id;
    expect(r.body.data.status).toBe('active');
    expect((await loginAs(t.app, email, password)).access_token).toEqual(expect.any(String));
    const disabled = async () =>
      (await rows(sql<{ disabled: boolean }>`SELECT disabled FROM platform.identities WHERE sub = ${id}`))[0]?.disabled;
    expect((await call(ADMIN, 'PATCH', `/api/resources/users/${id}`, { status: 'disabled', version: 1 })).status).toBe(
      200,
    );
    expect(await disabled()).toBe(true);
    expect((await call(ADMIN, 'PATCH', `/api/resources/users/${id}`, { status: 'active', version: 2 })).status).toBe(
      200,
    );
    expect(await disabled()).toBe(false);
    expect((await call(ADMIN, 'DELETE', `/api/resources/users/${id}`)).status).toBe(200);
    expect(await rows(sql`SELECT 1 FROM platform.identities WHERE sub = ${id}`)).toHaveLength(0);
    await expect(loginAs(t.app, email, password)).rejects.toThrow(/sign-in failed/);
  });

  it('removes the identity again when the database refuses the new user', async () => {
    const email = 'refused@demo-academy.test';
    // a trigger stands in for any failure of the insert after the identity exists
    await sql`CREATE FUNCTION refuse_for_test() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused' USING ERRCODE = '23514'; END $$`.execute(db());
    await sql`CREATE TRIGGER refuse_one BEFORE INSERT ON platform.app_users FOR EACH ROW
      WHEN (NEW.email = 'refused@demo-academy.test') EXECUTE FUNCTION refuse_for_test()`.execute(db());
    try {
      const r = await call(ADMIN, 'POST', '/api/resources/users', {
        email,
        first_name: 'Re',
        last_name: 'Fused',
        roles: ['teacher'],
      });
      expect(r.status, JSON.stringify(r.body)).toBe(400);
    } finally {
      await sql`DROP TRIGGER refuse_one ON platform.app_users`.execute(db());
      await sql`DROP FUNCTION refuse_for_test()`.execute(db());
    }
    expect(await rows(sql`SELECT 1 FROM platform.identities WHERE email = ${email}`)).toHaveLength(0);
    expect(await rows(sql`SELECT 1 FROM platform.app_users WHERE email = ${email}`)).toHaveLength(0);
  });

  it.each([
    [{ email: 'x@y.test', first_name: 'A', last_name: 'B', roles: ['wizard'] }, 'unknown_role', /no role wizard/],
    [{ email: 'not-an-email', first_name: 'A', last_name: 'B', roles: ['teacher'] }, 'validation_failed', /E-mail/],
    [
      { email: 'x@y.test', first_name: 'A', last_name: 'B', roles: ['teacher'], is_admin: true },
      'validation_failed',
      /is_admin/,
    ],
    [{ email: 'x@y.test', first_name: '', last_name: 'B', roles: ['teacher'] }, 'validation_failed', /First name/],
  ])('refuses bad input %j', async (body, code, message) => {
    const r = await call(ADMIN, 'POST', '/api/resources/users', body);
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe(code);
    expect(r.body.error.message).toMatch(message);
  });

  it('needs user.create', async () => {
    const r = await call('teacher@demo-academy.test', 'POST', '/api/resources/users', {
      email: 'x@y.test',
      first_name: 'A',
      last_name: 'B',
      roles: ['teacher'],
    });
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe('missing_permission');
  });

  it('updates with the version; a stale version gets 409 with the current record and loses nothing', async () => {
    const first = await call(ADMIN, 'PATCH', `/api/resources/users/${created.user_id}`, {
      first_name: 'Renamed',
      version: 1,
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ first_name: 'Renamed', version: 2 });
    const stale = await call(ADMIN, 'PATCH', `/api/resources/users/${created.user_id}`, {
      last_name: 'Overwrite',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({
      code: 'version_conflict',
      current: { first_name: 'Renamed', last_name: 'Person', version: 2 },
    });
    const now = await rows(
      sql`SELECT first_name, last_name, version FROM platform.app_users WHERE user_id = ${created.user_id}`,
    );
    expect(now[0]).toEqual({ first_name: 'Renamed', last_name: 'Person', version: 2 });
    const audit = await auditFor(created.user_id);
    expect(audit.map((a) => a.action)).toEqual(['invite', 'update']);
    expect(audit[1]).toMatchObject({ before: { first_name: 'New' }, after: { first_name: 'Renamed' } });
  });

  it('an update needs a version', async () => {
    const r = await call(ADMIN, 'PATCH', `/api/resources/users/${created.user_id}`, { first_name: 'X' });
    expect(r.status).toBe(400);
    expect(r.body.error.message).toMatch(/version/);
  });

  it('another school cannot touch the user (404), and nobody disables or deletes themselves', async () => {
    const other = await call('admin@ncsa.test', 'PATCH', `/api/resources/users/${created.user_id}`, {
      first_name: 'Hijack',
      version: 2,
    });
    expect(other.status).toBe(404);
    const me = (
      await rows(
        sql<{
          user_id: string;
          version: number;
        }>`SELECT user_id, version FROM platform.app_users WHERE email = ${ADMIN}`,
      )
    )[0];
    expect(
      (await call(ADMIN, 'PATCH', `/api/resources/users/${me.user_id}`, { status: 'disabled', version: me.version }))
        .body.error.code,
    ).toBe('self_change');
    expect((await call(ADMIN, 'DELETE', `/api/resources/users/${me.user_id}`)).body.error.code).toBe('self_change');
  });

  it('bulk delete is all or nothing', async () => {
    const b = await call(ADMIN, 'POST', '/api/resources/users', {
      email: 'second@demo-academy.test',
      first_name: 'S',
      last_name: 'Two',
      roles: ['student'],
    });
    const missing = '00000000-0000-4000-8000-000000000000';
    const r = await call(ADMIN, 'DELETE', '/api/resources/users', { ids: [b.body.data.user_id, missing] });
    expect(r.status).toBe(404);
    expect(r.body.error.message).toContain(missing);
    expect(await rows(sql`SELECT 1 FROM platform.app_users WHERE user_id = ${b.body.data.user_id}`)).toHaveLength(1);
    const ok = await call(ADMIN, 'DELETE', '/api/resources/users', { ids: [b.body.data.user_id, created.user_id] });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toHaveLength(2);
    expect(
      await rows(sql`SELECT 1 FROM platform.identities WHERE sub IN (${b.body.data.user_id}, ${created.user_id})`),
    ).toHaveLength(0);
    expect((await auditFor(created.user_id)).at(-1)).toMatchObject({
      action: 'delete',
      after: null,
      before: { first_name: 'Renamed' },
    });
  });

  it('answers 404 for an unknown resource and 400 for a malformed id', async () => {
    expect((await call(ADMIN, 'POST', '/api/resources/passwords', {})).status).toBe(404);
    expect(
      (await call(ADMIN, 'PATCH', "/api/resources/users/1'or'1", { version: 1, first_name: 'x' })).body.error.code,
    ).toBe('invalid_id');
  });
});

describe('roles, settings, app controls', () => {
  it("edits a role's permissions with role.update", async () => {
    const role = (
      await rows(
        sql<{
          id: number;
          version: number;
        }>`SELECT r.id, r.version FROM platform.roles r JOIN platform.tenants t ON t.id = r.tenant_id WHERE t.name = 'lms' AND role_name = 'teacher'`,
      )
    )[0];
    const r = await call(ADMIN, 'PATCH', `/api/resources/roles/${role.id}`, {
      role_permissions: ['course.read', 'section.read'],
      version: role.version,
    });
    expect(r.status).toBe(200);
    expect(r.body.data.role_permissions).toEqual(['course.read', 'section.read']);
    expect(
      (
        await call('teacher@demo-academy.test', 'PATCH', `/api/resources/roles/${role.id}`, {
          description: 'x',
          version: 2,
        })
      ).status,
    ).toBe(403);
    const inUse = await call(ADMIN, 'DELETE', `/api/resources/roles/${role.id}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.error.message).toMatch(/held by/);
  });

  it('settings: the current term must be one of the terms', async () => {
    const s = (
      await rows(
        sql<{
          tenant_id: number;
          version: number;
          year_term_arr: string[];
        }>`SELECT s.tenant_id, s.version, s.year_term_arr FROM platform.settings s JOIN platform.tenants t ON t.id = s.tenant_id WHERE t.name = 'lms'`,
      )
    )[0];
    const bad = await call(ADMIN, 'PATCH', `/api/resources/settings/${s.tenant_id}`, {
      current_year_term: '1999-2000/Fall',
      version: s.version,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('invalid_current_term');
    const ok = await call(ADMIN, 'PATCH', `/api/resources/settings/${s.tenant_id}`, {
      current_year_term: s.year_term_arr[0],
      version: s.version,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.current_year_term).toBe(s.year_term_arr[0]);
  });

  it('app controls: a school edits its own list, an operator any list; the default list stays', async () => {
    const lms = (
      await rows(
        sql<{
          id: number;
          version: number;
        }>`SELECT ac.id, ac.version FROM platform.app_controls ac JOIN platform.tenants t ON t.id = ac.tenant_id WHERE t.name = 'lms'`,
      )
    )[0];
    const ncsa = (
      await rows(
        sql<{
          id: number;
          version: number;
        }>`SELECT ac.id, ac.version FROM platform.app_controls ac JOIN platform.tenants t ON t.id = ac.tenant_id WHERE t.name = 'ncsa_lms'`,
      )
    )[0];
    expect(
      (
        await call(ADMIN, 'PATCH', `/api/resources/app_controls/${lms.id}`, {
          blocked_paths: ['/sky-api'],
          version: lms.version,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(ADMIN, 'PATCH', `/api/resources/app_controls/${ncsa.id}`, {
          blocked_paths: [],
          version: ncsa.version,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call('operator@ei.test', 'PATCH', `/api/resources/app_controls/${ncsa.id}`, {
          blocked_paths: ['/students'],
          version: ncsa.version,
        })
      ).status,
    ).toBe(200);
    const def = (await rows(sql<{ id: number }>`SELECT id FROM platform.app_controls WHERE tenant_id IS NULL`))[0];
    expect((await call('operator@ei.test', 'DELETE', `/api/resources/app_controls/${def.id}`)).body.error.code).toBe(
      'default_list',
    );
    const bad = await call(ADMIN, 'PATCH', `/api/resources/app_controls/${lms.id}`, {
      blocked_paths: ['not a path'],
      version: lms.version + 1,
    });
    expect(bad.status).toBe(400);
  });
});

describe('tenants (operators)', () => {
  it('an operator creates a tenant with its schema; a school admin may not', async () => {
    const r = await call('operator@ei.test', 'POST', '/api/resources/tenants', {
      schema_name: 'hillside_lms',
      title: 'Hillside',
      tenant_model: 'B2B',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.data).toMatchObject({
      name: 'hillside_lms',
      title: 'Hillside',
      config: { schema_name: 'hillside_lms' },
    });
    expect(
      await rows(
        sql`SELECT 1 FROM information_schema.tables WHERE table_schema = 'hillside_lms' AND table_name = 'courses'`,
      ),
    ).toHaveLength(1);
    expect((await auditFor(String(r.body.data.id)))[0]).toMatchObject({ action: 'create', tenant_id: r.body.data.id });
    expect(
      (
        await call(ADMIN, 'POST', '/api/resources/tenants', {
          schema_name: 'evil_lms',
          title: 'Evil',
          tenant_model: 'B2B',
        })
      ).status,
    ).toBe(403);
    const own = (
      await rows(sql<{ id: number; version: number }>`SELECT id, version FROM platform.tenants WHERE name = 'ei_lms'`)
    )[0];
    expect(
      (
        await call('operator@ei.test', 'PATCH', `/api/resources/tenants/${own.id}`, {
          status: 'suspended',
          version: own.version,
        })
      ).body.error.code,
    ).toBe('self_change');
    expect((await call('operator@ei.test', 'DELETE', `/api/resources/tenants/${own.id}`)).status).toBe(405);
  });
});

describe('students and courses (tenant schema)', () => {
  it('creates, updates and deletes a student in the own schema', async () => {
    const c = await call(ADMIN, 'POST', '/api/resources/students', {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@lms.example',
      grade_level_id: 3,
    });
    expect(c.status, JSON.stringify(c.body)).toBe(201);
    expect(c.body.data).toMatchObject({ kind: 'student', first_name: 'Ada' });
    const id = c.body.data.party_id;
    expect(
      (await call(ADMIN, 'PATCH', `/api/resources/students/${id}`, { status: 'graduated', version: 1 })).body.data
        .status,
    ).toBe('graduated');
    expect((await call(ADMIN, 'DELETE', `/api/resources/students/${id}?version=1`)).status).toBe(409);
    expect((await call(ADMIN, 'DELETE', `/api/resources/students/${id}?version=2`)).status).toBe(200);
    expect(await rows(sql`SELECT 1 FROM lms.parties WHERE party_id = ${id}`)).toHaveLength(0);
  });

  it('a teacher party cannot be changed through students; a school that blocks /students gets 403', async () => {
    const teacher = (
      await rows(sql<{ party_id: number }>`SELECT party_id FROM lms.parties WHERE kind = 'teacher' LIMIT 1`)
    )[0];
    expect(
      (await call(ADMIN, 'PATCH', `/api/resources/students/${teacher.party_id}`, { first_name: 'X', version: 1 }))
        .status,
    ).toBe(404);
    const ncsa = await call('admin@ncsa.test', 'POST', '/api/resources/students', { first_name: 'A', last_name: 'B' });
    expect(ncsa.status).toBe(403);
    expect(ncsa.body.error.code).toBe('blocked_path');
  });

  it('a course with sections is in use (409); a new course can be deleted', async () => {
    const used = (await rows(sql<{ course_id: number }>`SELECT course_id FROM lms.sections LIMIT 1`))[0];
    const r = await call(ADMIN, 'DELETE', `/api/resources/courses/${used.course_id}`);
    expect(r.status).toBe(409);
    expect(r.body.error.code).toBe('in_use');
    const c = await call(ADMIN, 'POST', '/api/resources/courses', {
      course_code: 'NEW-1',
      course_title: 'New course',
      subject_id: 1,
    });
    expect(c.status).toBe(201);
    expect((await call(ADMIN, 'DELETE', `/api/resources/courses/${c.body.data.id}`)).status).toBe(200);
    expect(
      (
        await call(ADMIN, 'POST', '/api/resources/courses', {
          course_code: 'X',
          course_title: 'Bad subject',
          subject_id: 99999,
        })
      ).status,
    ).toBe(409);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createAuthedApp, postList, type AuthedApp } from './listmodel-auth.ts';

let t: AuthedApp;
beforeAll(async () => {
  t = await createAuthedApp();
});
afterAll(async () => {
  await t?.close();
});

const list = (email: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  postList(t, email, body, headers);
const q = (api: string, extra: Record<string, unknown> = {}) => ({ bizobjfile: 'security_users', api, ...extra });
async function userId(email: string) {
  const r = await sql<{ user_id: string }>`SELECT user_id FROM platform.app_users WHERE email = ${email}`.execute(
    t.app.database.db,
  );
  return r.rows[0].user_id;
}

describe('security_users/loggedin_user', () => {
  it('answers the signed-in user with tenant, config and model', async () => {
    const sub = await userId('operator@ei.test');
    const { status, body } = await list(
      'operator@ei.test',
      q('loggedin_user', { filter: [['user_id', '=', sub]], includeFieldLabels: true }),
    );
    expect(status, JSON.stringify(body)).toBe(200);
    const [r] = body.data;
    expect(r.total).toBe(1);
    expect(r.rows[0]).toMatchObject({
      user_id: sub,
      email: 'operator@ei.test',
      tenant_name: 'EI',
      roles: { access: ['admin'] },
      config: { schema_name: 'ei_lms' },
      refj: { tenant_model: 'B2B' },
      first_name: 'Olive',
      last_name: 'Operator',
    });
    expect(r.fieldLabels).toMatchObject({ user_id: 'User id', tenant_name: 'Tenant' });
  });

  it('never answers another user, even when the filter names them', async () => {
    const other = await userId('teacher@demo-academy.test');
    const { status, body } = await list(
      'admin@demo-academy.test',
      q('loggedin_user', { filter: [['user_id', '=', other]] }),
    );
    expect(status).toBe(200);
    expect(body.data[0]).toEqual({ rows: [], total: 0 });
  });

  it('gives the B2CU model for the TrekAI student and the party link for a student', async () => {
    const { body } = await list('student@trekai.test', q('loggedin_user'));
    expect(body.data[0].rows[0]).toMatchObject({
      tenant_name: 'TrekAI',
      refj: { tenant_model: 'B2CU' },
      roles: { access: ['student'] },
    });
    expect(typeof body.data[0].rows[0].party_id).toBe('number');
  });

  it('leaves fieldLabels out unless asked', async () => {
    const { body } = await list('student@demo-academy.test', q('loggedin_user'));
    expect(body.data[0].fieldLabels).toBeUndefined();
  });
});

describe('security_users roles and settings', () => {
  it('admin_list_roles answers role_permissions for a role_name', async () => {
    const { status, body } = await list(
      'teacher@demo-academy.test',
      q('admin_list_roles', { filter: [['role_name', '=', 'teacher']] }),
    );
    expect(status).toBe(200);
    expect(body.data[0].total).toBe(1);
    expect(body.data[0].rows[0].role_permissions).toContain('course.read');
  });

  it('admin_list_roles shows a non-admin only the roles they hold', async () => {
    const { body } = await list('teacher@demo-academy.test', q('admin_list_roles'));
    expect(body.data[0].rows.map((r: { role_name: string }) => r.role_name)).toEqual(['teacher']);
    const admin = await list('admin@demo-academy.test', q('admin_list_roles'));
    expect(admin.body.data[0].rows.map((r: { role_name: string }) => r.role_name)).toEqual([
      'admin',
      'home-school',
      'ind-teacher',
      'student',
      'teacher',
    ]);
  });

  it('settings answers current_year_term as year/term and the term list', async () => {
    const { body } = await list('student@demo-academy.test', q('settings'));
    const row = body.data[0].rows[0];
    expect(row.current_year_term).toMatch(/^\d{4}-\d{4}\/(Fall|Spring)$/);
    expect(row.year_term_arr).toContain(row.current_year_term);
  });

  it('list_roles gives key/value pairs; terms mark the current term', async () => {
    const roles = await list('admin@ncsa.test', q('list_roles'));
    expect(roles.body.data[0].rows[0]).toMatchObject({ key: 'admin', value: 'admin' });
    const terms = await list('admin@ncsa.test', q('terms', { filter: [['is_current', '=', true]] }));
    expect(terms.body.data[0].total).toBe(1);
    const settings = await list('admin@ncsa.test', q('settings'));
    expect(terms.body.data[0].rows[0].value).toBe(settings.body.data[0].rows[0].current_year_term);
  });

  it('tenant answers the own tenant only', async () => {
    const { body } = await list('admin@riverside.test', q('tenant'));
    expect(body.data[0].rows).toHaveLength(1);
    expect(body.data[0].rows[0]).toMatchObject({
      title: 'Riverside School',
      schema_name: 'riverside_lms',
      tenant_model: 'B2B',
    });
  });

  it('app_providers never carries the API key', async () => {
    await sql`INSERT INTO platform.app_providers (tenant_id, provider_name, base_url, model, api_key_enc)
      SELECT id, 'ollama', 'http://127.0.0.1:11434/v1', 'llama3', 'secret-cipher' FROM platform.tenants WHERE name = 'lms'`.execute(
      t.app.database.db,
    );
    const { status, body } = await list('admin@demo-academy.test', q('app_providers', { includeFieldLabels: true }));
    expect(status).toBe(200);
    expect(body.data[0].rows[0]).toMatchObject({ provider_name: 'ollama', has_api_key: true });
    expect(JSON.stringify(body)).not.toContain('secret-cipher');
    const student = await list('student@demo-academy.test', q('app_providers'));
    expect(student.status).toBe(403);
  });
});

describe('security_users/users', () => {
  it('lists the tenant users, searchable by name or email, sorted', async () => {
    const { status, body } = await list('admin@demo-academy.test', q('users', { sort: [['email', 'asc']] }));
    expect(status).toBe(200);
    expect(body.data[0].rows.map((r: { email: string }) => r.email)).toEqual([
      'admin@demo-academy.test',
      'multi@demo-academy.test',
      'student@demo-academy.test',
      'teacher@demo-academy.test',
    ]);
    const found = await list('admin@demo-academy.test', q('users', { filter: [['search', 'ilike', '%MULTI%']] }));
    expect(found.body.data[0].rows).toHaveLength(1);
    expect(found.body.data[0].rows[0]).toMatchObject({
      email: 'multi@demo-academy.test',
      role_names: 'student, teacher, admin',
    });
    expect(found.body.data[0].rows[0].search).toBeUndefined();
  });

  it('pages: a page past the end keeps the total; pages do not overlap', async () => {
    const past = await list('admin@demo-academy.test', q('users', { rowoffset: 100, rowsize: 10 }));
    expect(past.body.data[0]).toEqual({ rows: [], total: 4 });
    const p1 = await list('admin@demo-academy.test', q('users', { rowsize: 3, sort: [['email', 'desc']] }));
    const p2 = await list(
      'admin@demo-academy.test',
      q('users', { rowsize: 3, rowoffset: 3, sort: [['email', 'desc']] }),
    );
    expect(p1.body.data[0].total).toBe(4);
    expect([...p1.body.data[0].rows, ...p2.body.data[0].rows].map((r: { email: string }) => r.email)).toEqual([
      'teacher@demo-academy.test',
      'student@demo-academy.test',
      'multi@demo-academy.test',
      'admin@demo-academy.test',
    ]);
    expect(p1.body.data[0].rows[0].__n).toBeUndefined();
  });

  it('refuses users without user.read', async () => {
    const { status, body } = await list('teacher@demo-academy.test', q('users'));
    expect(status).toBe(403);
    expect(body.error.code).toBe('missing_permission');
  });

  it('follows the x-current-role header: multi acting as student cannot list users', async () => {
    expect((await list('multi@demo-academy.test', q('users'))).status).toBe(200);
    const asStudent = await list('multi@demo-academy.test', q('users'), { 'x-current-role': 'student' });
    expect(asStudent.status).toBe(403);
  });
});

describe('tenant from the principal', () => {
  it('accepts the own schema in dbschema and tenantSchema', async () => {
    const { status } = await list(
      'admin@ncsa.test',
      q('tenant', { dbschema: 'ncsa_lms', tenantSchema: 'ncsa_lms', schemaPattern: 'lms' }),
    );
    expect(status).toBe(200);
  });

  it('refuses another tenant for a school admin', async () => {
    const { status, body } = await list('admin@ncsa.test', q('users', { dbschema: 'lms' }));
    expect(status).toBe(403);
    expect(body.error.code).toBe('schema_forbidden');
    expect(body.error.message).toContain('lms');
  });

  it('lets a platform operator name another existing tenant, and no other', async () => {
    const { status, body } = await list('operator@ei.test', q('users', { tenantSchema: 'riverside_lms' }));
    expect(status).toBe(200);
    expect(body.data[0].rows.map((r: { email: string }) => r.email)).toEqual(['admin@riverside.test']);
    const none = await list('operator@ei.test', q('users', { tenantSchema: 'nowhere_lms' }));
    expect(none.status).toBe(403);
  });

  it('refuses operator powers to a non-admin of the operators tenant', async () => {
    const { status } = await list('indteacher@ei.test', q('terms', { dbschema: 'lms' }));
    expect(status).toBe(403);
  });
});

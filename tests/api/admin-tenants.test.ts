// Tenants (operators): create one with its first administrator, who signs in to a working
// tenant; validation per field; configuration edits; resending the first administrator's invite
// (through the mail pipeline to the loopback SMTP server); suspension through the generic writes.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useApiTest } from '../helpers/api.ts';
import { useSmtpSink, waitFor } from '../helpers/smtp-sink.ts';
import { loginAs } from '../helpers/oidc-login.ts';
import { mailedToken, passwordFromMail } from '../helpers/password-link.ts';
import { adminClient } from './admin-client.ts';
import { OPERATOR } from '../helpers/demo-accounts.ts';

const sink = useSmtpSink();
const t = useApiTest(() => ({ SMTP_URL: sink.url, JOBS_POLL_SECONDS: '0.5' }));
let c: ReturnType<typeof adminClient>;

beforeAll(async () => {
  c = adminClient(t.app);
});

const newTenant = (over: object = {}) => ({
  schema_name: 'oakwood_lms',
  title: 'Oakwood School',
  tenant_model: 'B2B',
  admin_email: 'admin@oakwood.test',
  admin_first_name: 'Oona',
  admin_last_name: 'Oak',
  ...over,
});

describe('create a tenant', () => {
  let tenantId: number;
  let adminToken: string;
  const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${adminToken}` },
      ...(payload ? { payload } : {}),
    });

  it('provisions the schema, roles, settings, and invites its administrator', async () => {
    const r = await c.call(OPERATOR, 'POST', '/api/admin/tenants', newTenant());
    expect(r.status).toBe(201);
    expect(r.body.tenant).toMatchObject({
      name: 'oakwood_lms',
      schema_name: 'oakwood_lms',
      title: 'Oakwood School',
      tenant_model: 'B2B',
      status: 'active',
    });
    expect(r.body.admin).toMatchObject({ email: 'admin@oakwood.test', roles: ['admin'] });
    tenantId = r.body.tenant.id;
    const roles = await sql<{
      role_name: string;
    }>`SELECT role_name FROM platform.roles WHERE tenant_id = ${tenantId} ORDER BY role_name`.execute(
      t.app.database.db,
    );
    expect(roles.rows.map((x) => x.role_name)).toEqual(['admin', 'home-school', 'ind-teacher', 'student', 'teacher']);
    const tables = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'oakwood_lms'`.execute(
      t.app.database.db,
    );
    expect(tables.rows[0].n).toBeGreaterThan(5);
    // the invite went out by mail; no password is answered
    expect(r.body).toMatchObject({ invitationMailed: true, identityStore: 'embedded' });
    expect(JSON.stringify(r.body)).not.toMatch(/password/i);
    const password = await passwordFromMail(t.app, 'admin@oakwood.test');
    adminToken = (await loginAs(t.app, 'admin@oakwood.test', password)).access_token;
  });

  it('its administrator signs in to the new tenant, with the default blocked paths and working lists', async () => {
    const me = await asAdmin('GET', '/api/me');
    expect(me.json()).toMatchObject({
      schema: 'oakwood_lms',
      tenantTitle: 'Oakwood School',
      roles: ['admin'],
      currentRole: 'admin',
    });
    expect(me.json().blockedPaths).toContain('/ei/tenants');
    const terms = await asAdmin('POST', '/api/query/listmodel', { bizobjfile: 'security_users', api: 'settings' });
    expect(terms.statusCode).toBe(200);
    expect(terms.json().data[0].rows[0].current_year_term).toMatch(/^\d{4}-\d{4}\//);
    const users = await asAdmin('POST', '/api/query/listmodel', { bizobjfile: 'security_users', api: 'users' });
    expect(users.json().data[0].rows.map((u: { email: string }) => u.email)).toEqual(['admin@oakwood.test']);
  });

  it('records the creation and the invitation in the audit log, in the new tenant', async () => {
    const a = await sql<{ action: string; resource: string; tenant_id: number }>`
      SELECT action, resource, tenant_id FROM platform.audit_log WHERE tenant_id = ${tenantId} ORDER BY id`.execute(
      t.app.database.db,
    );
    expect(a.rows.map((x) => `${x.resource}:${x.action}`)).toEqual(['tenants:create', 'users:invite']);
  });

  it.each([
    ['schema_name', { schema_name: 'Bad Name' }, /ending in _lms/],
    ['schema_name', { schema_name: 'ncsa_lms' }, /already in use/],
    ['schema_name', { schema_name: 'oakwood_lms' }, /already in use/],
    ['tenant_model', { tenant_model: 'B2X' }, /one of: B2B, B2CU/],
    ['title', { title: '' }, /required/],
    ['admin_email', { admin_email: 'admin@ncsa.test' }, /already exists/],
    ['admin_email', { admin_email: 'nope' }, /e-mail address/],
  ])('answers 400 at %s', async (field, over, message) => {
    const r = await c.call(
      OPERATOR,
      'POST',
      '/api/admin/tenants',
      newTenant({ schema_name: 'maple_lms', admin_email: 'a@maple.test', ...over }),
    );
    expect(r.status).toBe(400);
    expect(r.body.error.fields[field]).toMatch(message);
    const made = await sql`SELECT 1 FROM platform.tenants WHERE name = 'maple_lms'`.execute(t.app.database.db);
    expect(made.rows).toEqual([]);
  });

  it('edits the configuration; schema_name stays; a stale version gets 409', async () => {
    const before = await sql<{ version: number }>`SELECT version FROM platform.tenants WHERE id = ${tenantId}`.execute(
      t.app.database.db,
    );
    const v = before.rows[0].version;
    const bad = await c.call(OPERATOR, 'PUT', `/api/admin/tenants/${tenantId}/config`, {
      config: { schema_name: 'other_lms' },
      version: v,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.config).toMatch(/schema_name must stay oakwood_lms/);
    const ok = await c.call(OPERATOR, 'PUT', `/api/admin/tenants/${tenantId}/config`, {
      config: { schema_name: 'oakwood_lms', timezone: 'Europe/London' },
      version: v,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.config).toEqual({ schema_name: 'oakwood_lms', timezone: 'Europe/London' });
    const stale = await c.call(OPERATOR, 'PUT', `/api/admin/tenants/${tenantId}/config`, {
      config: { schema_name: 'oakwood_lms' },
      version: v,
    });
    expect(stale.status).toBe(409);
  });

  it('an operator invites a further administrator into the tenant', async () => {
    const r = await c.call(OPERATOR, 'POST', `/api/admin/tenants/${tenantId}/admins`, {
      email: 'second@oakwood.test',
      first_name: 'Sec',
      last_name: 'Ond',
    });
    expect(r.status).toBe(201);
    expect(r.body.user.roles).toEqual(['admin']);
    const row = await sql<{
      tenant_id: number;
    }>`SELECT tenant_id FROM platform.app_users WHERE email = 'second@oakwood.test'`.execute(t.app.database.db);
    expect(row.rows[0].tenant_id).toBe(tenantId);
  });

  it("resends the first administrator's invite by mail; the new link sets a password that signs in", async () => {
    const db = t.app.database.db;
    const logged = async () =>
      (
        await sql<{ id: number; recipient: string; message_id: string }>`SELECT id::int AS id, recipient, message_id
          FROM platform.notification_log WHERE tenant_id = ${tenantId} ORDER BY id`.execute(db)
      ).rows;
    const before = (await logged()).length;
    const r = await c.call(OPERATOR, 'POST', `/api/admin/tenants/${tenantId}/resend-invite`);
    expect(r).toEqual({ status: 200, body: { mailedTo: 'admin@oakwood.test', invitationMailed: true } });
    // one message, to the first administrator (not second@oakwood.test, invited after), at the SMTP server once
    const resent = (await logged()).slice(before);
    expect(resent.map((m) => m.recipient)).toEqual(['admin@oakwood.test']);
    const arrived = () => sink.messages.filter((m) => m.messageId === resent[0]!.message_id);
    await waitFor(() => arrived().length > 0, 20_000, 'the invite at the SMTP server');
    expect(arrived().map((m) => [m.to, m.subject])).toEqual([
      [['admin@oakwood.test'], 'You are invited to Oakwood School'],
    ]);
    const token = await mailedToken(t.app, 'admin@oakwood.test');
    expect(arrived()[0]!.raw.replace(/=\r?\n/g, '')).toContain(`set-password?token=3D${encodeURIComponent(token)}`);
    const password = await passwordFromMail(t.app, 'admin@oakwood.test', 'resent-Password-2');
    adminToken = (await loginAs(t.app, 'admin@oakwood.test', password)).access_token;
    const audit = await sql<{ record_id: string }>`SELECT record_id FROM platform.audit_log
      WHERE tenant_id = ${tenantId} AND action = 'resend_invite'`.execute(db);
    expect(audit.rows).toHaveLength(1);
    // not for a tenant that does not exist, nor for the school's own administrator
    expect((await c.call(OPERATOR, 'POST', '/api/admin/tenants/999999/resend-invite')).status).toBe(404);
    const own = await asAdmin('POST', `/api/admin/tenants/${tenantId}/resend-invite`);
    expect(own.statusCode).toBe(403);
    expect((await logged()).length).toBe(before + 1);
  });

  it("suspending (generic write) refuses the tenant's users at their next request", async () => {
    const v = (
      await sql<{ version: number }>`SELECT version FROM platform.tenants WHERE id = ${tenantId}`.execute(
        t.app.database.db,
      )
    ).rows[0].version;
    const r = await c.call(OPERATOR, 'PATCH', `/api/resources/tenants/${tenantId}`, {
      status: 'suspended',
      version: v,
    });
    expect(r.status).toBe(200);
    const me = await asAdmin('GET', '/api/me');
    expect(me.statusCode).toBe(403);
    expect(me.json().error.code).toBe('tenant_suspended');
  });
});

describe('who may', () => {
  it.each([['admin@demo-academy.test'], ['admin@riverside.test'], ['homeschool@ei.test']])(
    '%s gets 403 for every tenant write',
    async (email) => {
      const lms = (
        await sql<{ id: number }>`SELECT id FROM platform.tenants WHERE name = 'lms'`.execute(t.app.database.db)
      ).rows[0].id;
      for (const [method, url, body] of [
        ['POST', '/api/admin/tenants', newTenant({ schema_name: 'x_lms', admin_email: 'x@x.test' })],
        ['PUT', `/api/admin/tenants/${lms}/config`, { config: { schema_name: 'lms' }, version: 1 }],
        ['POST', `/api/admin/tenants/${lms}/admins`, { email: 'y@y.test', first_name: 'Y', last_name: 'Y' }],
        ['POST', `/api/admin/tenants/${lms}/resend-invite`, undefined],
      ] as const) {
        const r = await c.call(email, method, url, body);
        expect(r.status, `${email} ${method} ${url}`).toBe(403);
      }
    },
  );
});

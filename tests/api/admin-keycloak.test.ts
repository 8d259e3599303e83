// With KEYCLOAK_ADMIN_* set, the users resource's invite (create), actions (reset password,
// disable) and delete go to Keycloak's admin REST API. Keycloak itself is not available here: a
// loopback server speaking its wire format records the calls.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { adminClient } from './admin-client.ts';

interface Seen {
  method: string;
  path: string;
  auth?: string;
  body: string;
}
const seen: Seen[] = [];
const KC_ID = '6f1d2c3b-0000-4000-8000-00000000abcd';
const KC_GENERIC_ID = '6f1d2c3b-0000-4000-8000-00000000beef';
// a user whose Keycloak record refuses every change (PUT answers 500)
const KC_FLAKY_ID = '6f1d2c3b-0000-4000-8000-00000000f1a0';
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (d) => (body += d));
  req.on('end', () => {
    const path = req.url ?? '';
    seen.push({ method: req.method ?? '', path, auth: req.headers.authorization, body });
    if (path === '/realms/lms/protocol/openid-connect/token') {
      const form = new URLSearchParams(body);
      if (form.get('grant_type') !== 'client_credentials' || form.get('client_secret') !== 's3cret') {
        res.writeHead(401).end();
        return;
      }
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ access_token: 'kc-admin-token', expires_in: 300 }));
      return;
    }
    if (req.headers.authorization !== 'Bearer kc-admin-token') {
      res.writeHead(401).end();
      return;
    }
    if (req.method === 'POST' && path === '/admin/realms/lms/users') {
      if (JSON.parse(body).email === 'kc.broken@demo-academy.test') {
        res.writeHead(500).end();
        return;
      }
      if (JSON.parse(body).email === 'taken@demo-academy.test') {
        res.writeHead(409).end();
        return;
      }
      const email = JSON.parse(body).email;
      const id =
        email === 'kc.generic@demo-academy.test'
          ? KC_GENERIC_ID
          : email === 'kc.flaky@demo-academy.test'
            ? KC_FLAKY_ID
            : KC_ID;
      res.writeHead(201, { location: `http://127.0.0.1/admin/realms/lms/users/${id}` }).end();
      return;
    }
    if (req.method === 'PUT' && path.includes(KC_FLAKY_ID)) {
      res.writeHead(500).end();
      return;
    }
    res.writeHead(204).end();
  });
});

let t: TestApp;
// a new teacher through the users resource's create (the invite)
const invite = (email: string, first_name: string, last_name: string) =>
  c.call('admin@demo-academy.test', 'POST', '/api/resources/users', {
    email,
    first_name,
    last_name,
    roles: ['teacher'],
  });
let c: ReturnType<typeof adminClient>;
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  process.env.KEYCLOAK_ADMIN_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.KEYCLOAK_ADMIN_CLIENT_ID = 'lms-admin';
  process.env.KEYCLOAK_ADMIN_CLIENT_SECRET = 's3cret';
  t = await createTestApp();
  c = adminClient(t.app);
});
afterAll(async () => {
  delete process.env.KEYCLOAK_ADMIN_URL;
  await t?.close();
  server.close();
});

describe('Keycloak admin REST API', () => {
  it('invite creates the Keycloak user with a password nobody is told and keys the app user by its id', async () => {
    const r = await invite('kc.user@demo-academy.test', 'Kay', 'Cee');
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ oneTime: { identityStore: 'keycloak' }, data: { user_id: KC_ID } });
    const create = seen.find((s) => s.method === 'POST' && s.path === '/admin/realms/lms/users')!;
    expect(JSON.parse(create.body)).toEqual({
      username: 'kc.user@demo-academy.test',
      email: 'kc.user@demo-academy.test',
      firstName: 'Kay',
      lastName: 'Cee',
      enabled: true,
      emailVerified: true,
      credentials: [{ type: 'password', value: expect.any(String), temporary: true }],
    });
    // the password is not answered: the user sets their own through the mailed link
    expect(JSON.stringify(r.body)).not.toContain(JSON.parse(create.body).credentials[0].value);
    // nothing in the embedded store
    const local = await sql`SELECT 1 FROM platform.identities WHERE email = 'kc.user@demo-academy.test'`.execute(
      t.app.database.db,
    );
    expect(local.rows).toEqual([]);
  });

  it('reset password and disable call the user endpoints', async () => {
    const reset = await c.call('admin@demo-academy.test', 'POST', '/api/resources/users/actions/reset_password', {
      ids: [KC_ID],
    });
    expect(reset.status).toBe(200);
    const [done] = reset.body.data.results;
    expect(done).toMatchObject({ ok: true, output: { identityStore: 'keycloak' } });
    const audit = await sql<{ action: string }>`
      SELECT action FROM platform.audit_log WHERE record_id = ${KC_ID} ORDER BY id`.execute(t.app.database.db);
    expect(audit.rows.map((a) => a.action)).toEqual(['invite', 'reset_password']);
    // then Keycloak's own sessions of the user are ended
    expect(seen.at(-1)).toMatchObject({ method: 'POST', path: `/admin/realms/lms/users/${KC_ID}/logout` });
    const put = seen.at(-2)!;
    expect(put).toMatchObject({ method: 'PUT', path: `/admin/realms/lms/users/${KC_ID}/reset-password` });
    const sent = JSON.parse(put.body);
    expect(sent).toEqual({ type: 'password', value: expect.any(String), temporary: true });
    expect(JSON.stringify(done)).not.toContain(sent.value);
    const off = await c.call('admin@demo-academy.test', 'POST', '/api/resources/users/actions/disable', {
      ids: [KC_ID],
    });
    expect(off.body.data.results[0]).toMatchObject({ ok: true, data: { status: 'disabled' } });
    // disabling ends the user's Keycloak sessions after the PUT
    expect(seen.at(-1)).toMatchObject({ method: 'POST', path: `/admin/realms/lms/users/${KC_ID}/logout` });
    expect(seen.at(-2)).toMatchObject({ method: 'PUT', path: `/admin/realms/lms/users/${KC_ID}` });
    expect(JSON.parse(seen.at(-2)!.body)).toEqual({ enabled: false });
  });

  it("Keycloak's 409 becomes the same neutral 409 as any address in use, and no app user", async () => {
    const r = await invite('taken@demo-academy.test', 'Ta', 'Ken');
    expect(r.status).toBe(409);
    expect(r.body.error.code).toBe('email_unavailable');
    expect(r.body.error.fields.email).toMatch(/already in use/);
  });

  it('the generic users resource creates, disables and deletes the Keycloak user too', async () => {
    const created = await invite('kc.generic@demo-academy.test', 'Gen', 'Eric');
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ user_id: KC_GENERIC_ID, status: 'active' });
    const create = seen.findLast((s) => s.method === 'POST' && s.path === '/admin/realms/lms/users')!;
    expect(JSON.parse(create.body)).toMatchObject({ email: 'kc.generic@demo-academy.test', firstName: 'Gen' });
    const disable = await c.call('admin@demo-academy.test', 'PATCH', `/api/resources/users/${KC_GENERIC_ID}`, {
      status: 'disabled',
      version: 1,
    });
    expect(disable.status).toBe(200);
    expect(seen.at(-1)).toMatchObject({ method: 'POST', path: `/admin/realms/lms/users/${KC_GENERIC_ID}/logout` });
    expect(seen.at(-2)).toMatchObject({ method: 'PUT', path: `/admin/realms/lms/users/${KC_GENERIC_ID}` });
    expect(JSON.parse(seen.at(-2)!.body)).toEqual({ enabled: false });
    const del = await c.call('admin@demo-academy.test', 'DELETE', `/api/resources/users/${KC_GENERIC_ID}`);
    expect(del.status).toBe(200);
    expect(seen.at(-1)).toMatchObject({ method: 'DELETE', path: `/admin/realms/lms/users/${KC_GENERIC_ID}` });
    const local = await sql`SELECT 1 FROM platform.identities WHERE email = 'kc.generic@demo-academy.test'`.execute(
      t.app.database.db,
    );
    expect(local.rows).toEqual([]);
  });

  it('a Keycloak failure is answered as the identity store being unavailable, not a 500', async () => {
    const r = await invite('kc.broken@demo-academy.test', 'Bro', 'Ken');
    expect(r.status).toBe(502);
    expect(r.body.error.code).toBe('idp_unavailable');
  });

  it('a database failure after the Keycloak user exists deletes it again', async () => {
    const db = t.app.database.db;
    // a trigger stands in for any failure of the insert after the identity exists
    await sql`CREATE FUNCTION refuse_kc_for_test() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused' USING ERRCODE = '23514'; END $$`.execute(db);
    await sql`CREATE TRIGGER refuse_kc BEFORE INSERT ON platform.app_users FOR EACH ROW
      WHEN (NEW.email = 'kc.generic@demo-academy.test') EXECUTE FUNCTION refuse_kc_for_test()`.execute(db);
    try {
      const r = await invite('kc.generic@demo-academy.test', 'Gen', 'Eric');
      expect(r.status).toBe(400);
    } finally {
      await sql`DROP TRIGGER refuse_kc ON platform.app_users`.execute(db);
      await sql`DROP FUNCTION refuse_kc_for_test()`.execute(db);
    }
    expect(seen.at(-1)).toMatchObject({ method: 'DELETE', path: `/admin/realms/lms/users/${KC_GENERIC_ID}` });
  });

  it('an action Keycloak refuses is answered 502 at its id, and the app user and audit log are left as they were', async () => {
    const created = await invite('kc.flaky@demo-academy.test', 'Fla', 'Ky');
    expect(created.status).toBe(201);
    for (const action of ['disable', 'reset_password']) {
      const r = await c.call('admin@demo-academy.test', 'POST', `/api/resources/users/actions/${action}`, {
        ids: [KC_FLAKY_ID],
      });
      expect(r.status).toBe(200);
      expect(r.body.data).toMatchObject({ succeeded: 0, failed: 1 });
      expect(r.body.data.results[0]).toMatchObject({ id: KC_FLAKY_ID, ok: false, status: 502 });
      expect(r.body.data.results[0].error.code).toBe('idp_unavailable');
    }
    const row = await sql<{ status: string; version: number }>`
      SELECT status, version FROM platform.app_users WHERE user_id = ${KC_FLAKY_ID}`.execute(t.app.database.db);
    expect(row.rows[0]).toEqual({ status: 'active', version: 1 });
    const audit = await sql<{ action: string }>`
      SELECT action FROM platform.audit_log WHERE record_id = ${KC_FLAKY_ID} ORDER BY id`.execute(t.app.database.db);
    expect(audit.rows.map((a) => a.action)).toEqual(['invite']);
  });
});

// With KEYCLOAK_ADMIN_* set, invite / reset / disable go to Keycloak's admin REST API. Keycloak
// itself is not available here: a loopback server speaking its wire format records the calls.
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
      const id = JSON.parse(body).email === 'kc.generic@demo-academy.test' ? KC_GENERIC_ID : KC_ID;
      res.writeHead(201, { location: `http://127.0.0.1/admin/realms/lms/users/${id}` }).end();
      return;
    }
    res.writeHead(204).end();
  });
});

let t: TestApp;
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
  it('invite creates the Keycloak user with a temporary password and keys the app user by its id', async () => {
    const r = await c.call('admin@demo-academy.test', 'POST', '/api/admin/users', {
      email: 'kc.user@demo-academy.test',
      first_name: 'Kay',
      last_name: 'Cee',
      roles: ['teacher'],
    });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ identityStore: 'keycloak', user: { user_id: KC_ID } });
    const create = seen.find((s) => s.method === 'POST' && s.path === '/admin/realms/lms/users')!;
    expect(JSON.parse(create.body)).toEqual({
      username: 'kc.user@demo-academy.test',
      email: 'kc.user@demo-academy.test',
      firstName: 'Kay',
      lastName: 'Cee',
      enabled: true,
      emailVerified: true,
      credentials: [{ type: 'password', value: r.body.temporaryPassword, temporary: true }],
    });
    // nothing in the embedded store
    const local = await sql`SELECT 1 FROM platform.identities WHERE email = 'kc.user@demo-academy.test'`.execute(
      t.app.database.db,
    );
    expect(local.rows).toEqual([]);
  });

  it('reset password and disable call the user endpoints', async () => {
    const reset = await c.call('admin@demo-academy.test', 'POST', `/api/admin/users/${KC_ID}/reset-password`);
    expect(reset.status).toBe(200);
    expect(seen.at(-1)).toMatchObject({ method: 'PUT', path: `/admin/realms/lms/users/${KC_ID}/reset-password` });
    expect(JSON.parse(seen.at(-1)!.body)).toEqual({
      type: 'password',
      value: reset.body.temporaryPassword,
      temporary: true,
    });
    await c.call('admin@demo-academy.test', 'POST', '/api/admin/users/status', {
      action: 'disable',
      user_ids: [KC_ID],
    });
    expect(seen.at(-1)).toMatchObject({ method: 'PUT', path: `/admin/realms/lms/users/${KC_ID}` });
    expect(JSON.parse(seen.at(-1)!.body)).toEqual({ enabled: false });
  });

  it("Keycloak's 409 becomes the same neutral 409 as any address in use, and no app user", async () => {
    const r = await c.call('admin@demo-academy.test', 'POST', '/api/admin/users', {
      email: 'taken@demo-academy.test',
      first_name: 'Ta',
      last_name: 'Ken',
      roles: ['teacher'],
    });
    expect(r.status).toBe(409);
    expect(r.body.error.code).toBe('email_unavailable');
    expect(r.body.error.fields.email).toMatch(/already in use/);
  });

  it('the generic users resource creates, disables and deletes the Keycloak user too', async () => {
    const created = await c.call('admin@demo-academy.test', 'POST', '/api/resources/users', {
      email: 'kc.generic@demo-academy.test',
      first_name: 'Gen',
      last_name: 'Eric',
      roles: ['teacher'],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ user_id: KC_GENERIC_ID, status: 'invited' });
    const create = seen.findLast((s) => s.method === 'POST' && s.path === '/admin/realms/lms/users')!;
    expect(JSON.parse(create.body)).toMatchObject({ email: 'kc.generic@demo-academy.test', firstName: 'Gen' });
    const disable = await c.call('admin@demo-academy.test', 'PATCH', `/api/resources/users/${KC_GENERIC_ID}`, {
      status: 'disabled',
      version: 1,
    });
    expect(disable.status).toBe(200);
    expect(seen.at(-1)).toMatchObject({ method: 'PUT', path: `/admin/realms/lms/users/${KC_GENERIC_ID}` });
    expect(JSON.parse(seen.at(-1)!.body)).toEqual({ enabled: false });
    const del = await c.call('admin@demo-academy.test', 'DELETE', `/api/resources/users/${KC_GENERIC_ID}`);
    expect(del.status).toBe(200);
    expect(seen.at(-1)).toMatchObject({ method: 'DELETE', path: `/admin/realms/lms/users/${KC_GENERIC_ID}` });
    const local = await sql`SELECT 1 FROM platform.identities WHERE email = 'kc.generic@demo-academy.test'`.execute(
      t.app.database.db,
    );
    expect(local.rows).toEqual([]);
  });

  it('a Keycloak failure is answered as the identity store being unavailable, not a 500', async () => {
    const r = await c.call('admin@demo-academy.test', 'POST', '/api/resources/users', {
      email: 'kc.broken@demo-academy.test',
      first_name: 'Bro',
      last_name: 'Ken',
      roles: ['teacher'],
    });
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
      const r = await c.call('admin@demo-academy.test', 'POST', '/api/resources/users', {
        email: 'kc.generic@demo-academy.test',
        first_name: 'Gen',
        last_name: 'Eric',
        roles: ['teacher'],
      });
      expect(r.status).toBe(400);
    } finally {
      await sql`DROP TRIGGER refuse_kc ON platform.app_users`.execute(db);
      await sql`DROP FUNCTION refuse_kc_for_test()`.execute(db);
    }
    expect(seen.at(-1)).toMatchObject({ method: 'DELETE', path: `/admin/realms/lms/users/${KC_GENERIC_ID}` });
  });
});

// The SKY API connection (server/sky, docs/sky-api.md) against a loopback server speaking the SKY
// API's wire format: settings with write-only secrets (sealed at rest), OAuth 2 authorization code
// with PKCE S256, a callback with a wrong state refused with nothing stored, the connection test
// (with a refresh once the access token is refused), disconnect, and the permissions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createApiTest, type ApiTest } from '../helpers/api.ts';
import { approveSky, skyEnv, startSkyLoopback, type SkyLoopback } from '../helpers/sky-loopback.ts';

const ADMIN = 'admin@demo-academy.test';
const TEACHER = 'teacher@demo-academy.test';
let loop: SkyLoopback;
let t: ApiTest;
beforeAll(async () => {
  loop = await startSkyLoopback();
  t = await createApiTest(skyEnv(loop.base));
});
afterAll(() => Promise.all([t?.close(), loop?.close()]));

const stored = async () =>
  (await sql<Record<string, unknown>>`SELECT * FROM lms.sky_api_connection`.execute(t.app.database.db)).rows[0];
const settings = (extra: object = {}) => ({
  client_id: loop.clientId,
  sync_users: true,
  sync_sections: true,
  sync_enrollments: false,
  ...extra,
});

const approve = approveSky;

describe('SKY API connection', () => {
  it('needs its settings before connecting, and keeps the secrets sealed and unseen', async () => {
    const first = await t.call(ADMIN, 'GET', '/api/sky-api');
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      configured: false,
      connected: false,
      redirect_uri: expect.stringMatching(/\/sky-api$/),
    });
    const early = await t.call(ADMIN, 'POST', '/api/sky-api/authorize');
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('sky_not_configured');

    const bad = await t.call(ADMIN, 'PUT', '/api/sky-api/settings', settings({ client_secret: 'has space' }));
    expect(bad.status).toBe(400);
    const r = await t.call(
      ADMIN,
      'PUT',
      '/api/sky-api/settings',
      settings({ client_secret: loop.clientSecret, subscription_key: loop.subscriptionKey }),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({
      configured: true,
      connected: false,
      has_client_secret: true,
      sync_enrollments: false,
    });
    expect(r.body.data.client_id_end).toBe(loop.clientId.slice(-4));
    expect(JSON.stringify(r.body)).not.toContain(loop.clientSecret);
    expect(JSON.stringify(r.body)).not.toContain(loop.clientId);
    const row = await stored();
    expect(String(row.client_secret_sealed)).not.toContain(loop.clientSecret);
    expect(String(row.subscription_key_sealed)).not.toContain(loop.subscriptionKey);
  });

  it('refuses a callback whose state it did not issue, storing nothing', async () => {
    const start = await t.call(ADMIN, 'POST', '/api/sky-api/authorize');
    const { code } = await approve(start.body.data.url);
    const r = await t.call(ADMIN, 'POST', '/api/sky-api/callback', { code, state: 'not-the-state' });
    expect(r.status).toBe(400);
    expect(r.body.error.code).toBe('sky_oauth_state');
    expect((await stored()).refresh_token_sealed).toBeNull();
    expect(loop.grants.authorization_code ?? 0).toBe(0);
  });

  it('connects through the authorization code with PKCE, once per state', async () => {
    const start = await t.call(ADMIN, 'POST', '/api/sky-api/authorize');
    const url = new URL(start.body.data.url);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('client_id')).toBe(loop.clientId);
    const back = await approve(start.body.data.url);
    expect(back.path).toBe('/sky-api');
    const r = await t.call(ADMIN, 'POST', '/api/sky-api/callback', { code: back.code, state: back.state });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.connected).toBe(true);
    expect(loop.grants.authorization_code).toBe(1);
    const again = await t.call(ADMIN, 'POST', '/api/sky-api/callback', back);
    expect(again.status).toBe(400);
    const other = await t.call(TEACHER, 'POST', '/api/sky-api/callback', back);
    expect(other.status).toBe(403);
  });

  it('tests the connection, refreshing the token when the API refuses it, then disconnects', async () => {
    const ok = await t.call(ADMIN, 'POST', '/api/sky-api/test');
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data).toEqual({ ok: true, message: 'Connected: the school has 2 school years in Blackbaud' });
    loop.expireAccess();
    const refused = await t.call(ADMIN, 'POST', '/api/sky-api/test');
    expect(refused.body.data.ok).toBe(false);
    expect(refused.body.data.message).toContain('401');
    // an expired token is refreshed before the call
    await sql`UPDATE lms.sky_api_connection SET token_expires_at = now() - interval '1 minute'`.execute(
      t.app.database.db,
    );
    const refreshed = await t.call(ADMIN, 'POST', '/api/sky-api/test');
    expect(refreshed.body.data.ok).toBe(true);
    expect(loop.grants.refresh_token).toBe(1);
    const status = await t.call(ADMIN, 'GET', '/api/sky-api');
    expect(status.body.data.last_test_result).toEqual(refreshed.body.data);

    const off = await t.call(ADMIN, 'POST', '/api/sky-api/disconnect');
    expect(off.body.data.connected).toBe(false);
    expect((await stored()).access_token_sealed).toBeNull();
    const after = await t.call(ADMIN, 'POST', '/api/sky-api/test');
    expect(after.status).toBe(409);
    expect(after.body.error.code).toBe('sky_not_connected');
  });

  it('lets only holders of sky_api.update change it', async () => {
    const r = await t.call(TEACHER, 'PUT', '/api/sky-api/settings', settings());
    expect(r.status).toBe(403);
    const read = await t.call(TEACHER, 'GET', '/api/sky-api');
    expect(read.status).toBe(403);
  });
});

// Registering LTI platforms (server/lti/registration-routes.ts, docs/lti.md): an administrator
// registers, lists, changes (with its version) and removes a school's platforms, and every answer
// shows the tool's URLs to copy; bad fields are 400 with `fields`, a fetched URL on a restricted
// address is refused, a second registration of one issuer + client id is 409 (also across schools),
// another school's registration is out of reach, a teacher is refused, an operator may name a
// school; /lti/jwks publishes the tool's public key only, with its kid, the same on every call.
import { describe, expect, it } from 'vitest';
import { useApiTest } from '../helpers/api.ts';

const ADMIN = 'admin@demo-academy.test';
const OTHER_ADMIN = 'admin@ncsa.test';
const TEACHER = 'teacher@demo-academy.test';
const OPERATOR = 'operator@ei.test';
const t = useApiTest({ OUTBOUND_ALLOW_HOSTS: 'canvas.test:8443' });

const canvas = (extra: object = {}) => ({
  name: 'Canvas',
  issuer: 'https://canvas.instructure.com',
  client_id: '10000000000042',
  deployment_ids: ['7:8865aa05b4b79b64a91a86042e43af5ea8ae79eb'],
  jwks_url: 'https://canvas.test:8443/api/lti/security/jwks',
  auth_url: 'https://canvas.test:8443/api/lti/authorize_redirect',
  token_url: 'https://canvas.test:8443/login/oauth2/token',
  ...extra,
});

/** DELETE answers 204 without a body, which the JSON caller cannot read */
const remove = async (email: string, id: number) =>
  (
    await t.app.inject({
      method: 'DELETE',
      url: `/api/lti/platforms/${id}`,
      headers: { authorization: `Bearer ${await t.token(email)}` },
    })
  ).statusCode;

describe('LTI platform registration', () => {
  it('registers, lists, changes and removes a platform, showing the URLs to copy', async () => {
    // the demo school has the demo seed's platform (server/demo/seed-lti.ts)
    const ids = async () =>
      (await t.call(ADMIN, 'GET', '/api/lti/platforms')).body.data.map((p: { id: number }) => p.id) as number[];
    const seeded = await ids();
    const r = await t.call(ADMIN, 'POST', '/api/lti/platforms', canvas());
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const { tenantSchema: _, ...expected } = { ...canvas(), tenantSchema: undefined };
    expect(r.body.data).toMatchObject({ ...expected, version: 1 });
    // when it was added, for the registration screen's list
    expect(Math.abs(Date.parse(r.body.data.created_at) - Date.now())).toBeLessThan(60_000);
    const base = t.config.publicUrl;
    expect(r.body.tool).toEqual({
      login_url: `${base}/lti/login`,
      launch_url: `${base}/lti/launch`,
      redirect_uris: [`${base}/lti/launch`],
      deep_linking_url: `${base}/lti/launch`,
      jwks_url: `${base}/lti/jwks`,
      domain: new URL(base).host,
    });
    const id = r.body.data.id as number;

    const list = await t.call(ADMIN, 'GET', '/api/lti/platforms');
    expect(list.status).toBe(200);
    expect(list.body.data.map((p: { id: number }) => p.id)).toEqual([id, ...seeded]); // newest first
    expect(list.body.tool.login_url).toBe(`${base}/lti/login`);

    const changed = await t.call(ADMIN, 'PUT', `/api/lti/platforms/${id}`, {
      ...canvas({ deployment_ids: ['dep-a', 'dep-b'] }),
      version: 1,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({ deployment_ids: ['dep-a', 'dep-b'], version: 2 });
    const stale = await t.call(ADMIN, 'PUT', `/api/lti/platforms/${id}`, { ...canvas(), version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ code: 'version_conflict', current: { version: 2 } });

    const twice = await t.call(ADMIN, 'POST', '/api/lti/platforms', canvas({ name: 'Again' }));
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('lti_platform_exists');
    const elsewhere = await t.call(OTHER_ADMIN, 'POST', '/api/lti/platforms', canvas());
    expect(elsewhere.status).toBe(409);

    // another school's administrator neither sees nor changes nor removes it
    expect((await t.call(OTHER_ADMIN, 'GET', '/api/lti/platforms')).body.data).toEqual([]);
    const theirs = await t.call(OTHER_ADMIN, 'PUT', `/api/lti/platforms/${id}`, { ...canvas(), version: 2 });
    expect(theirs.status).toBe(404);
    expect(await remove(OTHER_ADMIN, id)).toBe(404);

    expect(await remove(ADMIN, id)).toBe(204);
    expect(await ids()).toEqual(seeded);
    expect(await remove(ADMIN, id)).toBe(404);
  });

  it.each([
    ['issuer', { issuer: 'not a url' }],
    ['auth_url', { auth_url: 'ftp://canvas.test/auth' }],
    ['jwks_url', { jwks_url: 'http://127.0.0.1:9/jwks' }],
    ['token_url', { token_url: 'http://169.254.169.254/token' }],
    ['jwks_url', { jwks_url: 'https://user:pw@canvas.test:8443/jwks' }],
  ])('refuses a bad %s with 400 naming the field', async (field, change) => {
    const r = await t.call(ADMIN, 'POST', '/api/lti/platforms', canvas({ client_id: `bad-${field}`, ...change }));
    expect(r.status, JSON.stringify(r.body)).toBe(400);
    expect(Object.keys(r.body.error.fields)).toEqual([field]);
  });

  it('refuses a body that does not fit the schema, and a caller without the permission', async () => {
    const empty = await t.call(ADMIN, 'POST', '/api/lti/platforms', canvas({ deployment_ids: [] }));
    expect(empty.status).toBe(400);
    const extra = await t.call(ADMIN, 'POST', '/api/lti/platforms', canvas({ secret: 'x' }));
    expect(extra.status).toBe(400);
    const teacher = await t.call(TEACHER, 'POST', '/api/lti/platforms', canvas({ client_id: 'by-teacher' }));
    expect(teacher.status).toBe(403);
    expect((await t.call(TEACHER, 'GET', '/api/lti/platforms')).status).toBe(403);
    const anon = await t.app.inject({ url: '/api/lti/platforms' });
    expect(anon.statusCode).toBe(401);
  });

  it("lets an operator register a platform for a school it names, and refuses that to a school's admin", async () => {
    const r = await t.call(
      OPERATOR,
      'POST',
      '/api/lti/platforms',
      canvas({ client_id: 'op-1', tenantSchema: 'ncsa_lms' }),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const ncsa = await t.call(OTHER_ADMIN, 'GET', '/api/lti/platforms');
    expect(ncsa.body.data.map((p: { client_id: string }) => p.client_id)).toEqual(['op-1']);
    const listed = await t.call(OPERATOR, 'GET', '/api/lti/platforms?tenantSchema=ncsa_lms');
    expect(listed.body.data).toHaveLength(1);
    const admin = await t.call(
      ADMIN,
      'POST',
      '/api/lti/platforms',
      canvas({ client_id: 'x', tenantSchema: 'ncsa_lms' }),
    );
    expect(admin.status).toBe(403);
    expect(admin.body.error.code).toBe('schema_forbidden');
  });

  it('publishes the tool key set: public parts only, with a kid, the same key on every call', async () => {
    const a = await t.app.inject({ url: '/lti/jwks' });
    expect(a.statusCode).toBe(200);
    const keys = a.json().keys as Record<string, string>[];
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String) });
    expect(keys[0].d).toBeUndefined();
    expect(keys[0].p).toBeUndefined();
    const b = await t.app.inject({ url: '/lti/jwks' });
    expect(b.json()).toEqual(a.json());
  });
});

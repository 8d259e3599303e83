// Bad bearer tokens on a protected /api route: each is a 401 in the error shape, never a crash.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { loginAs } from '../helpers/oidc-login.ts';
import { startApp } from '../../server/start.ts';

let t: TestApp;
let app: FastifyInstance;
const logLines: { level: number; msg?: string }[] = [];

beforeAll(async () => {
  // The test app is restarted with a logger we can read, on the same database.
  t = await createTestApp();
  await t.app.close();
  app = await startApp(t.config, {
    logger: { level: 'info', stream: { write: (line: string) => logLines.push(JSON.parse(line)) } },
  });
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const me = (token?: string) =>
  app.inject({
    url: '/api/me',
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

async function realKey() {
  const rows = await sql<{ jwk: JWK }>`SELECT jwk FROM platform.signing_keys ORDER BY created_at DESC LIMIT 1`.execute(
    app.database.db,
  );
  const jwk = rows.rows[0].jwk;
  return { key: await importJWK(jwk, 'RS256'), kid: jwk.kid!, publicJwk: { kty: jwk.kty, n: jwk.n, e: jwk.e } };
}

async function sign(
  claims: Record<string, unknown>,
  opts: { key?: CryptoKey | Uint8Array; kid?: string; alg?: string } = {},
) {
  const real = await realKey();
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    iss: t.config.oidc.issuer,
    aud: t.config.oidc.audience,
    iat: now,
    exp: now + 300,
    ...claims,
  })
    .setProtectedHeader({ alg: opts.alg ?? 'RS256', kid: opts.kid ?? real.kid, typ: 'at+jwt' })
    .sign(opts.key ?? (real.key as CryptoKey));
}

let good: string;
let sub: string;

describe('bearer tokens on /api', () => {
  it('accepts a token from the provider and answers the principal', async () => {
    good = (await loginAs(app, 'teacher@demo-academy.test')).access_token;
    sub = decodeJwt(good).sub!;
    const res = await me(good);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      sub,
      email: 'teacher@demo-academy.test',
      schema: 'lms',
      currentRole: 'teacher',
    });
  });

  it('accepts a token signed with the real key by hand (the control for the cases below)', async () => {
    expect((await me(await sign({ sub }))).statusCode).toBe(200);
  });

  const cases: [string, () => Promise<string | undefined>, string][] = [
    ['no token', async () => undefined, 'missing_token'],
    ['garbage', async () => 'not-a-jwt', 'invalid_token'],
    [
      'a tampered payload',
      async () => {
        const [h, , s] = good.split('.');
        return `${h}.${b64({ ...decodeJwt(good), email: 'admin@demo-academy.test' })}.${s}`;
      },
      'invalid_token',
    ],
    [
      'a tampered signature',
      async () => `${good.slice(0, -4)}${good.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`,
      'invalid_token',
    ],
    ['an expired token', async () => sign({ sub, iat: 1_700_000_000, exp: 1_700_000_300 }), 'token_expired'],
    [
      'another key (same kid)',
      async () => {
        const { privateKey } = await generateKeyPair('RS256');
        return sign({ sub }, { key: privateKey });
      },
      'invalid_token',
    ],
    ['alg none', async () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(decodeJwt(good))}.`, 'invalid_token'],
    [
      'HS256 keyed with the public key',
      async () => {
        const { publicJwk } = await realKey();
        return sign({ sub }, { alg: 'HS256', key: new TextEncoder().encode(JSON.stringify(publicJwk)) });
      },
      'invalid_token',
    ],
    ['another issuer', async () => sign({ sub, iss: 'http://localhost:3999/realms/other' }), 'invalid_token'],
    ['the wrong audience', async () => sign({ sub, aud: 'http://localhost:3999/other-api' }), 'invalid_token'],
    ['no subject', async () => sign({}), 'invalid_token'],
  ];

  it.each(cases)('refuses %s with 401 in the error shape', async (_name, make, code) => {
    const res = await me(await make());
    expect(res.statusCode).toBe(401);
    const body = res.json();
    expect(body.error.code).toBe(code);
    expect(typeof body.error.message).toBe('string');
    expect(JSON.stringify(body)).not.toMatch(/stack|at .*\.ts/);
  });

  it('logs none of those as an error', () => {
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.filter((l) => l.level >= 50)).toEqual([]);
  });

  it('a token for an identity without an app user is 403, not 401', async () => {
    const res = await me(await sign({ sub: '00000000-0000-4000-8000-000000000000' }));
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('no_app_user');
  });
});

describe('an external provider that cannot be reached', () => {
  it('answers 503 idp_unavailable rather than 401, so the app does not sign the user out', async () => {
    const ext = await createTestApp({ OIDC_URL: 'http://127.0.0.1:9', OIDC_EMBEDDED: 'false' });
    try {
      const res = await ext.app.inject({ url: '/api/me', headers: { authorization: `Bearer ${good}` } });
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe('idp_unavailable');
      // the embedded provider is off: nothing answers under /realms
      const d = await ext.app.inject({ url: '/realms/lms/.well-known/openid-configuration' });
      expect(d.statusCode).not.toBe(200);
    } finally {
      await ext.close();
    }
  });
});

// TEMPORARY until tests/helpers/oidc-login.ts lands: a loopback issuer that signs access tokens
// for demo accounts, so the app verifies real JWTs through its remote-JWKS path.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { sql } from 'kysely';
import { createTestApp, TEST_URL, type TestApp } from '../helpers/test-app.ts';

export interface AuthedApp extends TestApp {
  token(email: string): Promise<string>;
}

export async function createAuthedApp(): Promise<AuthedApp> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const server = http.createServer((req, res) => {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/realms/lms`;
    res.setHeader('content-type', 'application/json');
    if (req.url?.endsWith('/.well-known/openid-configuration')) res.end(JSON.stringify({ issuer: base, jwks_uri: `${base}/jwks` }));
    else res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const oidcUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const t = await createTestApp({ OIDC_URL: oidcUrl, OIDC_EMBEDDED: 'false' });
  const cache = new Map<string, string>();
  return {
    ...t,
    async token(email: string) {
      const hit = cache.get(email);
      if (hit) return hit;
      const res = await sql<{ user_id: string }>`SELECT user_id FROM platform.app_users WHERE email = ${email}`.execute(t.app.database.db);
      const sub = res.rows[0]?.user_id;
      if (!sub) throw new Error(`no account ${email}`);
      const jwt = await new SignJWT({ scope: 'openid' })
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setSubject(sub).setIssuer(`${oidcUrl}/realms/lms`).setAudience(`${TEST_URL}/api`)
        .setIssuedAt().setExpirationTime('10m').sign(privateKey);
      cache.set(email, jwt);
      return jwt;
    },
    async close() {
      await t.close();
      server.close();
    },
  };
}

import { describe, expect, it } from 'vitest';
import { useTestApp, createTestApp } from '../helpers/test-app.ts';
import { CookieJar, endpoints, pkcePair, startAuthorization } from '../helpers/oidc-login.ts';

const t = useTestApp();

const get = (url: string) => t.app.inject({ url, headers: { host: 'localhost:3999' } });

describe('discovery and keys', () => {
  it('publishes Keycloak-style endpoints under the issuer', async () => {
    const res = await get('/realms/lms/.well-known/openid-configuration');
    expect(res.statusCode).toBe(200);
    const d = res.json();
    const base = 'http://localhost:3999/realms/lms';
    expect(d).toMatchObject({
      issuer: base,
      authorization_endpoint: `${base}/protocol/openid-connect/auth`,
      token_endpoint: `${base}/protocol/openid-connect/token`,
      userinfo_endpoint: `${base}/protocol/openid-connect/userinfo`,
      end_session_endpoint: `${base}/protocol/openid-connect/logout`,
      jwks_uri: `${base}/protocol/openid-connect/certs`,
      revocation_endpoint: `${base}/protocol/openid-connect/revoke`,
      introspection_endpoint: `${base}/protocol/openid-connect/token/introspect`,
      code_challenge_methods_supported: ['S256'],
      response_types_supported: ['code'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
    });
    expect(d.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email', 'offline_access']));
  });

  it('serves only public signing keys', async () => {
    const res = await get('/realms/lms/protocol/openid-connect/certs');
    expect(res.statusCode).toBe(200);
    const { keys } = res.json();
    expect(keys.length).toBeGreaterThan(0);
    for (const k of keys) {
      expect(k).toMatchObject({ kty: 'RSA', use: 'sig' });
      expect(k.d).toBeUndefined();
      expect(k.p).toBeUndefined();
    }
  });
});

describe('the standard flow only, with PKCE S256', () => {
  const errorOf = (r: Awaited<ReturnType<typeof startAuthorization>>) => {
    if (r instanceof URL) {
      // implicit and hybrid answer in the fragment
      const p = r.searchParams.has('error') ? r.searchParams : new URLSearchParams(r.hash.slice(1));
      return { error: p.get('error'), description: p.get('error_description') };
    }
    return { error: `page ${r.statusCode}`, description: r.body };
  };

  it('refuses an authorization request without code_challenge', async () => {
    const r = await startAuthorization(t.app, new CookieJar(), {});
    expect(errorOf(r).error).toBe('invalid_request');
    expect(errorOf(r).description).toMatch(/PKCE/);
  });

  it('refuses the plain PKCE method', async () => {
    const r = await startAuthorization(t.app, new CookieJar(), {
      code_challenge: pkcePair().verifier,
      code_challenge_method: 'plain',
    });
    expect(errorOf(r).error).toBe('invalid_request');
  });

  it('refuses the implicit and hybrid response types', async () => {
    for (const response_type of ['token', 'id_token token', 'code id_token']) {
      const r = await startAuthorization(t.app, new CookieJar(), {
        response_type,
        code_challenge: pkcePair().challenge,
        code_challenge_method: 'S256',
      });
      expect(['unsupported_response_type', 'unauthorized_client', 'invalid_request']).toContain(errorOf(r).error);
    }
  });

  it('refuses a redirect_uri that is not registered, without redirecting to it', async () => {
    const r = await startAuthorization(t.app, new CookieJar(), {
      redirect_uri: 'https://evil.example/cb',
      code_challenge: pkcePair().challenge,
      code_challenge_method: 'S256',
    });
    expect(r instanceof URL).toBe(false);
    if (!(r instanceof URL)) {
      expect(r.statusCode).toBe(400);
      expect(r.body).toContain('redirect_uri');
    }
  });

  it('allows no development origin by default; OIDC_REDIRECT_ORIGINS adds one', async () => {
    const params = {
      redirect_uri: 'http://localhost:5173/auth/callback',
      code_challenge: pkcePair().challenge,
      code_challenge_method: 'S256',
    };
    const refused = await startAuthorization(t.app, new CookieJar(), params);
    if (refused instanceof URL) throw new Error(`must not redirect to an unlisted origin: ${refused.href}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('redirect_uri');

    const dev = await createTestApp({ OIDC_REDIRECT_ORIGINS: 'http://localhost:5173' });
    try {
      const r = await startAuthorization(dev.app, new CookieJar(), params);
      expect(r instanceof URL).toBe(false);
      if (!(r instanceof URL)) expect(r.body).toContain('name="password"');
      expect(endpoints(dev.app).redirectUri).toBe('http://localhost:3999/auth/callback');
    } finally {
      await dev.close();
    }
  });
});

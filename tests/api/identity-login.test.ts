import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { loginAs } from '../helpers/oidc-login.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t?.close(); });

describe('sign-in through the embedded provider', () => {
  it('signs in a demo account with code + PKCE', async () => {
    const tokens = await loginAs(t.app, 'admin@demo-academy.test');
    const at = decodeJwt(tokens.access_token);
    expect(at.iss).toBe(t.config.oidc.issuer);
    expect(at.aud).toBe(t.config.oidc.audience);
    expect(at.email).toBe('admin@demo-academy.test');
    expect(typeof at.sub).toBe('string');
    expect(tokens.refresh_token).toBeTruthy();
    expect(tokens.id_token).toBeTruthy();
  });
});

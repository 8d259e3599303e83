// The test app plus real sign-in: tokens come from the embedded provider through loginAs
// (authorization code + PKCE), cached per account for the test file.
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { loginAs } from '../helpers/oidc-login.ts';

export interface AuthedApp extends TestApp {
  token(email: string): Promise<string>;
}

export async function createAuthedApp(): Promise<AuthedApp> {
  const t = await createTestApp();
  const cache = new Map<string, Promise<string>>();
  return {
    ...t,
    token(email: string) {
      let hit = cache.get(email);
      if (!hit) {
        hit = loginAs(t.app, email).then((s) => s.access_token);
        cache.set(email, hit);
      }
      return hit;
    },
  };
}

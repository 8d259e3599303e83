// THE API test helper: build the app (createTestApp), sign in as any account through the real
// embedded provider once per file (loginAs, cached), and call routes and list queries as that
// account. The admin, list and tools helpers are this plus what their tests add.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';
import { loginAs } from './oidc-login.ts';
import { useFixture } from './fixture.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

export interface ApiCaller {
  /** the account's access token, signed in once per app */
  token(email: string, password?: string): Promise<string>;
  /** a JSON request as the account */
  call(email: string, method: Method, url: string, body?: unknown): Promise<{ status: number; body: Json }>;
  /** POST /api/query/listmodel as the account */
  list(
    email: string,
    bizobjfile: string,
    api: string,
    filter?: unknown[],
    extra?: object,
  ): Promise<{ status: number; body: Json }>;
  /** signs the account in again at its next call (after a password change) */
  forget(email: string): void;
}

export function apiCaller(app: FastifyInstance): ApiCaller {
  const tokens = new Map<string, Promise<string>>();
  const token = (email: string, password?: string) => {
    let hit = tokens.get(email);
    if (!hit) {
      hit = loginAs(app, email, password).then((s) => s.access_token);
      // a failed sign-in is not cached, so a test can try again
      hit.catch(() => tokens.delete(email));
      tokens.set(email, hit);
    }
    return hit;
  };
  const call: ApiCaller['call'] = async (email, method, url, body) => {
    const res = await app.inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${await token(email)}`,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      payload: body !== undefined ? JSON.stringify(body) : undefined,
    });
    return { status: res.statusCode, body: res.json() as Json };
  };
  return {
    token,
    call,
    list: (email, bizobjfile, api, filter = [], extra = {}) =>
      call(email, 'POST', '/api/query/listmodel', { bizobjfile, api, filter, ...extra }),
    forget: (email) => void tokens.delete(email),
  };
}

export type ApiTest = TestApp & ApiCaller;

/** A fresh app on its own database copy, with the caller above. */
export async function createApiTest(env: Record<string, string> = {}): Promise<ApiTest> {
  const t = await createTestApp(env);
  return { ...t, ...apiCaller(t.app) };
}

/** The file's app, created before its tests and closed after them; `env` may read other fixtures. */
export function useApiTest(env: Record<string, string> | (() => Record<string, string>) = {}): ApiTest {
  return useFixture(
    () => createApiTest(typeof env === 'function' ? env() : env),
    (t) => t.close(),
  );
}

/** A POST that must be refused 400 with a message at `field`; answers it for further checks. */
export async function expectRefusedAt(t: ApiCaller, email: string, url: string, body: unknown, field: string) {
  const r = await t.call(email, 'POST', url, body);
  expect(r.status, JSON.stringify(r.body)).toBe(400);
  expect(r.body.error.fields).toHaveProperty(field);
  return r;
}

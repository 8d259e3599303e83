// A small client for the admin API tests: signs in through the embedded provider (loginAs) once
// per account and sends JSON with the bearer token.
import type { FastifyInstance } from 'fastify';
import { loginAs } from '../helpers/oidc-login.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export function adminClient(app: FastifyInstance) {
  const tokens = new Map<string, string>();
  async function token(email: string, password?: string) {
    let t = tokens.get(email);
    if (!t) {
      t = (await loginAs(app, email, password)).access_token;
      tokens.set(email, t);
    }
    return t;
  }
  async function call(email: string, method: Method, url: string, body?: unknown) {
    const res = await app.inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${await token(email)}`,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      payload: body !== undefined ? JSON.stringify(body) : undefined,
    });
    return { status: res.statusCode, body: res.json() as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
  }
  async function list(email: string, bizobjfile: string, api: string, filter: unknown[] = [], extra: object = {}) {
    return call(email, 'POST', '/api/query/listmodel', { bizobjfile, api, filter, ...extra });
  }
  return { token, call, list, forget: (email: string) => tokens.delete(email) };
}

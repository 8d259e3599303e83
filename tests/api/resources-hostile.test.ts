// Hostile strings in every writable field and in the path: a clear 4xx or the literal value
// stored, never a 500; other tenants' rows never change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createAuthedApp, type AuthedApp } from './listmodel-auth.ts';
import { ADMIN } from '../helpers/demo-accounts.ts';

let t: AuthedApp;
beforeAll(async () => {
  t = await createAuthedApp();
});
afterAll(async () => {
  await t?.close();
});

const HOSTILE = [
  "O'Brien",
  "'; DROP TABLE platform.app_users; --",
  '/* */',
  'é漢字💥\u202e',
  'a\u0000b',
  'x'.repeat(5000),
  '\\',
  '{"$ne":1}',
];

async function call(method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
  const res = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${await t.token(ADMIN)}`, 'content-type': 'application/json' },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
  return { status: res.statusCode, body: res.json() };
}

const otherTenantSum = async () =>
  (
    await sql<{ h: string }>`
  SELECT md5(string_agg(md5(x::text), '' ORDER BY md5(x::text))) AS h FROM ncsa_lms.parties x`.execute(
      t.app.database.db,
    )
  ).rows[0].h;

describe('hostile writes', () => {
  it('students: every string field', async () => {
    const sum = await otherTenantSum();
    for (const v of HOSTILE) {
      for (const field of ['first_name', 'last_name', 'email', 'status']) {
        const body = { first_name: 'A', last_name: 'B', [field]: v };
        const r = await call('POST', '/api/resources/students', body);
        expect(
          [201, 400],
          `${field}=${JSON.stringify(v).slice(0, 40)} ${JSON.stringify(r.body).slice(0, 200)}`,
        ).toContain(r.status);
        if (r.status === 201) expect(r.body.data[field]).toBe(v);
        else expect(Object.keys(r.body.error.fields ?? {}), JSON.stringify(r.body)).toContain(field);
      }
    }
    expect(await otherTenantSum()).toBe(sum);
  });

  it('users, roles, settings, courses: hostile values and ids', async () => {
    const bodies: [string, 'POST' | 'PATCH', Record<string, unknown>][] = [];
    for (const v of HOSTILE) {
      bodies.push(['/api/resources/users', 'POST', { email: `${v}@x.test`, first_name: v, last_name: v, roles: [v] }]);
      bodies.push(['/api/resources/roles', 'POST', { role_name: v, description: v, role_permissions: [v] }]);
      bodies.push(['/api/resources/courses', 'POST', { course_code: v, course_title: v, description: v }]);
      bodies.push(['/api/resources/settings/1', 'PATCH', { data: { [v.slice(0, 30)]: v }, version: 1 }]);
      bodies.push(['/api/resources/settings/1', 'PATCH', { data: { note: v }, version: 1 }]);
      bodies.push([
        `/api/resources/users/${encodeURIComponent(v.slice(0, 60))}`,
        'PATCH',
        { first_name: 'x', version: 1 },
      ]);
      bodies.push([`/api/resources/${encodeURIComponent(v.slice(0, 60))}`, 'POST', {}]);
    }
    for (const [url, method, body] of bodies) {
      const r = await call(method, url, body);
      expect(r.status, `${method} ${url.slice(0, 80)} ${JSON.stringify(r.body).slice(0, 200)}`).toBeLessThan(500);
      if (r.status >= 400) expect(r.body.error.message.length).toBeGreaterThan(5);
    }
  });

  it('bulk delete refuses hostile id lists', async () => {
    for (const ids of [["1' OR '1'='1"], 'all', [], Array(101).fill(1), [{ id: 1 }], null]) {
      const r = await call('DELETE', '/api/resources/students', { ids });
      expect(r.status).toBe(400);
    }
  });
});

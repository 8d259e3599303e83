// Hostile strings in every field of the list query: each gets a clear answer (never a 500), and
// no table changes (row counts and content checksums of every table before and after).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createAuthedApp, type AuthedApp } from './listmodel-auth.ts';

let t: AuthedApp;
let before: Map<string, string>;

const HOSTILE = [
  "'",
  '"',
  "'; DROP TABLE platform.app_users; --",
  '"; DROP SCHEMA lms CASCADE; --',
  "' OR '1'='1",
  '/* */',
  '*/ SELECT 1 /*',
  '-- comment',
  '; SELECT pg_sleep(5)',
  'lms"."parties',
  '$1',
  '\\',
  'é漢字💥\u202e\u200b',
  'a\u0000b',
  '\u0000',
  'x'.repeat(10_000),
  '%',
  '_',
  'null',
  'true',
  '[]',
  '{}',
];

async function checksums(): Promise<Map<string, string>> {
  const db = t.app.database.db;
  const tables = await sql<{ s: string; n: string }>`
    SELECT table_schema AS s, table_name AS n FROM information_schema.tables
    WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1, 2`.execute(
    db,
  );
  const out = new Map<string, string>();
  for (const { s, n } of tables.rows) {
    const r = await sql<{ c: number; h: string | null }>`
      SELECT count(*)::int AS c, md5(string_agg(md5(x::text), '' ORDER BY md5(x::text))) AS h FROM ${sql.id(s)}.${sql.id(n)} x`.execute(
      db,
    );
    out.set(`${s}.${n}`, `${r.rows[0].c}:${r.rows[0].h}`);
  }
  return out;
}

beforeAll(async () => {
  t = await createAuthedApp();
  // sign in first: signing in writes the identity provider's own tables, a list query must not
  for (const email of ['admin@demo-academy.test', 'operator@ei.test', 'teacher@demo-academy.test'])
    await t.token(email);
  before = await checksums();
});
afterAll(async () => {
  await t?.close();
});

const BASE = { bizobjfile: 'security_users', api: 'users' };
async function send(email: string, payload: unknown, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/query/listmodel',
    headers: { authorization: `Bearer ${await t.token(email)}`, 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });
  return { status: res.statusCode, body: res.json() };
}

function expectClear(
  r: { status: number; body: { error?: { code: string; message: string }; data?: unknown[] } },
  allowed: number[],
) {
  expect(allowed, JSON.stringify(r.body).slice(0, 300)).toContain(r.status);
  if (r.status >= 400) {
    expect(typeof r.body.error?.code).toBe('string');
    expect(r.body.error!.message.length).toBeGreaterThan(5);
    expect(r.body.error!.message).not.toMatch(/syntax error|relation .* does not exist|at character|stack/i);
  } else {
    expect(Array.isArray(r.body.data)).toBe(true);
  }
}

const FIELDS: [string, (v: string) => Record<string, unknown>, number[]][] = [
  ['bizobjfile', (v) => ({ ...BASE, bizobjfile: v }), [400]],
  ['api', (v) => ({ ...BASE, api: v }), [400]],
  ['filter column', (v) => ({ ...BASE, filter: [[v, '=', 'x']] }), [400]],
  ['filter operator', (v) => ({ ...BASE, filter: [['email', v, 'x']] }), [400]],
  // a text value is data: it matches nothing, or is refused (NUL, too long)
  ['filter value (text =)', (v) => ({ ...BASE, filter: [['email', '=', v]] }), [200, 400]],
  ['filter value (ilike)', (v) => ({ ...BASE, filter: [['search', 'ilike', v]] }), [200, 400]],
  ['filter value (in)', (v) => ({ ...BASE, filter: [['last_name', 'in', [v, v]]] }), [200, 400]],
  ['filter value (uuid)', (v) => ({ ...BASE, filter: [['user_id', '=', v]] }), [400]],
  ['filter value (int)', (v) => ({ ...BASE, filter: [['party_id', '>', v]] }), [400]],
  ['filter value (timestamp)', (v) => ({ ...BASE, filter: [['created_at', '<', v]] }), [400]],
  ['sort column', (v) => ({ ...BASE, sort: [[v, 'asc']] }), [400]],
  ['sort direction', (v) => ({ ...BASE, sort: [['email', v]] }), [400]],
  ['rowsize', (v) => ({ ...BASE, rowsize: v }), [400]],
  ['rowoffset', (v) => ({ ...BASE, rowoffset: v }), [400]],
  ['dbschema', (v) => ({ ...BASE, dbschema: v }), [400, 403]],
  ['tenantSchema', (v) => ({ ...BASE, tenantSchema: v }), [400, 403]],
  ['schemaPattern', (v) => ({ ...BASE, schemaPattern: v }), [200, 400]],
  ['type', (v) => ({ ...BASE, type: v }), [200, 400]],
  ['next', (v) => ({ ...BASE, next: v }), [200, 400]],
  ['includeFieldLabels', (v) => ({ ...BASE, includeFieldLabels: v }), [200, 400]],
  ['an extra field name', (v) => ({ ...BASE, [v]: 1 }), [400]],
];

describe('hostile strings in every field', () => {
  it.each(FIELDS)('%s', async (_field, build, allowed) => {
    for (const email of ['admin@demo-academy.test', 'operator@ei.test']) {
      for (const v of HOSTILE) expectClear(await send(email, build(v)), allowed);
    }
  });

  it('names the problem', async () => {
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ ...BASE, bizobjfile: "x'; --" }, 400, /Unknown query "x'; --\/users"/],
      [{ ...BASE, filter: [['email; --', '=', 1]] }, 400, /column "email; --" is not filterable/],
      [{ ...BASE, filter: [['email', '= 1 OR 1=1 --', 1]] }, 400, /unknown operator "= 1 OR 1=1 --"/],
      [{ ...BASE, dbschema: 'lms; DROP SCHEMA lms' }, 400, /dbschema/],
      [{ ...BASE, rowsize: 501 }, 400, /rowsize must be an integer from 1 to 500/],
      [{ ...BASE, rowoffset: -1 }, 400, /rowoffset must be an integer of 0 or more/],
      [{ ...BASE, filter: [['email', '=', 'a\u0000b']] }, 400, /without NUL/],
    ];
    for (const [body, status, message] of cases) {
      const r = await send('admin@demo-academy.test', body);
      expect(r.status).toBe(status);
      expect(r.body.error.message).toMatch(message);
    }
  });

  it('treats quotes in a value as data', async () => {
    const r = await send('admin@demo-academy.test', { ...BASE, filter: [['email', '=', "' OR '1'='1"]] });
    expect(r.body.data[0]).toEqual({ rows: [], total: 0 });
  });

  it('refuses hostile structures: filter not a list, triples of the wrong shape, deep nesting', async () => {
    for (const filter of [
      'email = 1',
      { email: 1 },
      [['email']],
      [['email', '=', 'a', 'b']],
      [[['email'], '=', 'a']],
      [['email', '=', { toString: 'x' }]],
      [['email', 'in', [[['deep']]]]],
    ]) {
      expectClear(await send('admin@demo-academy.test', { ...BASE, filter }), [400]);
    }
    expectClear(await send('admin@demo-academy.test', ['not', 'an', 'object']), [400]);
    expectClear(await send('admin@demo-academy.test', { ...BASE, rowsize: 1e308 }), [400]);
  });

  it('ignores a hostile x-current-role header (the role must be one the user holds)', async () => {
    const r = await send('teacher@demo-academy.test', BASE, { 'x-current-role': "admin' --" });
    expect(r.status).toBe(403);
  });

  it('left every table as it was', async () => {
    const after = await checksums();
    expect([...after.keys()]).toEqual([...before.keys()]);
    for (const [table, sum] of before) expect(after.get(table), table).toBe(sum);
  });
});

// Hostile strings in every field of the list query: each gets a clear answer (never a 500), and
// no table changes (row counts and content checksums of every table before and after).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createAuthedApp, type AuthedApp } from './listmodel-auth.ts';
import { allQueries } from '../../server/listmodel/query-registry.ts';
import { compileList } from '../../server/listmodel/compile.ts';
import { validateRequest } from '../../server/listmodel/validate-request.ts';
import { DEFAULT_OPERATORS } from '../../server/listmodel/value-types.ts';
import type { ValueType } from '../../server/listmodel/types.ts';
import { queryContextFor } from '../helpers/query-context.ts';
import type { ApiError } from '../../server/errors.ts';
import { ALL_PERMISSIONS } from '../../src/policies/permissions.ts';

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

// the job engine's own bookkeeping (pgboss: its maintenance and cron stamps) changes on its clock,
// not on a request's; every table of ours is compared
async function checksums(): Promise<Map<string, string>> {
  const db = t.app.database.db;
  const tables = await sql<{ s: string; n: string }>`
    SELECT table_schema AS s, table_name AS n FROM information_schema.tables
    WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema', 'pgboss')
    ORDER BY 1, 2`.execute(db);
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

describe('values that fit the type but not the database', () => {
  it('impossible dates and timestamps answer 400 naming the column, not 500', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [
        { bizobjfile: 'students', api: 'trekai_subscription', filter: [['starts_at', '=', '2024-02-31']] },
        /starts_at must be a real date/,
      ],
      [
        {
          bizobjfile: 'students',
          api: 'trekai_subscription',
          filter: [['ends_at', 'in', ['2024-01-01', '2023-02-29']]],
        },
        /ends_at must be a real date/,
      ],
      [{ bizobjfile: 'students', api: 'grades', filter: [['due_date', '>', '0000-01-01']] }, /due_date/],
      [{ ...BASE, filter: [['created_at', '<', '2024-02-30T10:00:00Z']] }, /created_at must be a real ISO timestamp/],
      [{ ...BASE, filter: [['created_at', '<', '2024-01-01T10:00:00+16:00']] }, /created_at/],
      [{ ...BASE, filter: [['created_at', '<', '2024-04-31']] }, /created_at/],
    ];
    for (const [body, message] of cases) {
      const r = await send('admin@demo-academy.test', body);
      expectClear(r, [400]);
      expect(r.body.error.code).toBe('invalid_filter_value');
      expect(r.body.error.message).toMatch(message);
    }
    // a leap day is a real date
    const leap = await send('admin@demo-academy.test', {
      bizobjfile: 'students',
      api: 'trekai_subscription',
      filter: [['starts_at', '<=', '2024-02-29']],
    });
    expect(leap.status).toBe(200);
  });

  it('numbers beyond the column type, overlong strings, long in lists and huge offsets answer 400', async () => {
    const cases: Record<string, unknown>[] = [
      { ...BASE, filter: [['party_id', '=', 2147483648]] },
      { ...BASE, filter: [['party_id', '=', '99999999999999999999']] },
      { ...BASE, filter: [['party_id', '=', 'NaN']] },
      { ...BASE, filter: [['party_id', '=', 1e308]] },
      { bizobjfile: 'audit', api: 'audit_log', filter: [['id', '=', '9223372036854775808']] },
      { bizobjfile: 'audit', api: 'audit_log', filter: [['id', '=', 2 ** 63]] },
      { bizobjfile: 'students', api: 'grades', filter: [['score', '>', '1' + '0'.repeat(400)]] },
      { bizobjfile: 'students', api: 'grades', filter: [['score', '>', 'Infinity']] },
      { ...BASE, filter: [['user_id', '=', '00000000-0000-0000-0000-00000000000g']] },
      { ...BASE, filter: [['email', '=', 'x'.repeat(501)]] },
      { ...BASE, filter: [['last_name', 'in', Array(501).fill('x')]] },
      { ...BASE, rowoffset: 1e20 },
      { ...BASE, rowoffset: 2 ** 53 },
    ];
    for (const body of cases) expectClear(await send('operator@ei.test', body), [400]);
  });

  // Every filterable column of every query, with each of its operators, gets values at and
  // beyond the edges of its type: each is refused with a 400 or runs, and none makes the
  // database fail (which would be a 500).
  const EDGES: Record<ValueType, unknown[]> = {
    text: ['x'.repeat(500), '\ud800', '\uffff', '%\\%', '', 'x'.repeat(501)],
    int: [2147483647, -2147483647, 2147483648, '2147483648', -2147483649, 1.5, '1e3', 'NaN', '', '-0'],
    bigint: [
      '999999999999999999',
      '-999999999999999999',
      Number.MAX_SAFE_INTEGER,
      '9223372036854775808',
      2 ** 63,
      '1.5',
    ],
    number: [1e308, -1e308, 5e-324, '1' + '0'.repeat(39), '1' + '0'.repeat(400), '0.' + '1'.repeat(40), 'NaN'],
    bool: [true, 'false', 1, 'yes'],
    uuid: ['ffffffff-ffff-ffff-ffff-ffffffffffff', '00000000-0000-0000-0000-000000000000', 'x', ''],
    date: [
      '2024-02-29',
      '0001-01-01',
      '9999-12-31',
      '2024-02-31',
      '2023-02-29',
      '0000-01-01',
      '2024-13-01',
      '2024-00-10',
    ],
    timestamp: [
      '2024-02-29T23:59:59.999999Z',
      '0001-01-01T00:00:00Z',
      '9999-12-31T23:59:59-15:59',
      '2024-01-01 10:00',
      '2024-02-30T10:00:00Z',
      '2024-01-01T24:00:00',
      '2024-01-01T23:59:60Z',
      '2024-01-01T10:00:00+16:00',
      '0000-01-01T00:00:00Z',
    ],
    json: [null, {}],
  };

  it.each(allQueries().map((e) => [`${e.bizobjfile}/${e.api}`, e] as const))('%s', async (_n, entry) => {
    const ctx = await queryContextFor(t.app.database.db, 'operator@ei.test', 'admin', ALL_PERMISSIONS);
    for (const [column, def] of Object.entries(entry.columns)) {
      if (!def.filter) continue;
      const ops = def.filter === true ? DEFAULT_OPERATORS[def.type] : def.filter;
      for (const op of ops) {
        for (const v of EDGES[def.type]) {
          const filter = [[column, op, op === 'in' ? [v] : v]];
          let req;
          try {
            req = validateRequest(entry, { filter });
          } catch (e) {
            expect((e as ApiError).statusCode, `${column} ${op} ${JSON.stringify(v)}`).toBe(400);
            continue;
          }
          await expect(
            compileList(req, ctx).execute(t.app.database.db),
            `${column} ${op} ${JSON.stringify(v)?.slice(0, 60)}`,
          ).resolves.toBeDefined();
        }
      }
    }
  });
});

// Table-driven: what the engine refuses, and the code and message it answers with.
import { describe, expect, it } from 'vitest';
import { findQuery } from '../../../server/listmodel/query-registry.ts';
import { validateRequest, type ListBody } from '../../../server/listmodel/validate-request.ts';
import { ApiError } from '../../../server/errors.ts';
import { checkValue, isRealDate, isRealTimestamp } from '../../../server/listmodel/value-types.ts';

const users = findQuery('security_users', 'users')!;

const refused: [string, ListBody, string, RegExp][] = [
  [
    'undeclared column',
    { filter: [['password_hash', '=', 'x']] },
    'invalid_filter_column',
    /password_hash.*not filterable/,
  ],
  ['hidden-but-not-filterable column', { filter: [['full_name', '=', 'x']] }, 'invalid_filter_column', /full_name/],
  ['unknown operator', { filter: [['email', 'between', 'a']] }, 'invalid_operator', /unknown operator "between"/],
  [
    'operator not allowed on column',
    { filter: [['role_names', '=', 'admin']] },
    'invalid_operator',
    /= is not allowed on role_names/,
  ],
  [
    'wrong type for int',
    { filter: [['party_id', '=', 'abc']] },
    'invalid_filter_value',
    /party_id must be a 32-bit integer/,
  ],
  ['int out of range', { filter: [['party_id', '>', 2 ** 40]] }, 'invalid_filter_value', /32-bit integer/],
  [
    'wrong type for uuid',
    { filter: [['user_id', '=', "1' OR '1'='1"]] },
    'invalid_filter_value',
    /user_id must be a UUID/,
  ],
  ['object value', { filter: [['email', '=', { $ne: 1 }]] }, 'invalid_filter_value', /email must be a string/],
  ['NUL in text', { filter: [['email', '=', 'a\u0000b']] }, 'invalid_filter_value', /without NUL/],
  ['empty in list', { filter: [['user_id', 'in', []]] }, 'invalid_filter_value', /in needs a list/],
  [
    'bad item in in list',
    { filter: [['user_id', 'in', ['not-a-uuid']]] },
    'invalid_filter_value',
    /every value for user_id must be a UUID/,
  ],
  ['not a triple', { filter: ['email = 1'] }, 'invalid_filter', /triple/],
  ['bad timestamp', { filter: [['created_at', '>', '2024-13-45T99']] }, 'invalid_filter_value', /ISO timestamp/],
  [
    'impossible day in a timestamp',
    { filter: [['created_at', '>', '2024-02-30T10:00:00Z']] },
    'invalid_filter_value',
    /created_at must be a real ISO timestamp/,
  ],
  ['offset beyond int8', { rowoffset: 1e20 }, 'invalid_rowoffset', /at most 2147483647/],
  ['numeric string too long', { filter: [['party_id', '=', '1'.repeat(40)]] }, 'invalid_filter_value', /32-bit/],
  ['unsortable column', { sort: [['full_name', 'asc']] }, 'invalid_sort', /"full_name" is not sortable/],
  ['bad direction', { sort: [['email', 'sideways']] }, 'invalid_sort', /asc or desc/],
  ['rowsize over cap', { rowsize: 501 }, 'invalid_rowsize', /1 to 500/],
  ['rowsize zero', { rowsize: 0 }, 'invalid_rowsize', /1 to 500/],
  ['negative offset', { rowoffset: -1 }, 'invalid_rowoffset', /0 or more/],
  ['fractional offset', { rowoffset: 1.5 }, 'invalid_rowoffset', /integer/],
  [
    'like pattern ending in a lone backslash',
    { filter: [['search', 'ilike', 'abc\\']] },
    'invalid_filter_value',
    /lone backslash/,
  ],
  [
    'like pattern of three backslashes',
    { filter: [['search', 'like', '\\\\\\']] },
    'invalid_filter_value',
    /lone backslash/,
  ],
  ['prototype key as column', { filter: [['__proto__', '=', 'x']] }, 'invalid_filter_column', /__proto__/],
];

describe('validateRequest refuses', () => {
  it.each(refused)('%s', (_name, body, code, message) => {
    let err: unknown;
    try {
      validateRequest(users, body);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).statusCode).toBe(400);
    expect((err as ApiError).code).toBe(code);
    expect((err as ApiError).message).toMatch(message);
  });
});

describe('validateRequest accepts and converts', () => {
  it.each([
    ['int from digit string', { filter: [['party_id', '=', '42']] }, 42],
    [
      'uuid lower-cased',
      { filter: [['user_id', '=', 'AAAAAAAA-BBBB-4CCC-8DDD-EEEEEEEEEEEE']] },
      'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee',
    ],
    ['is_null ignores the value', { filter: [['party_id', 'is_null']] }, null],
    ['an escaped backslash ends a like pattern', { filter: [['search', 'like', 'a\\\\']] }, 'a\\\\'],
    ['number in a text column becomes text', { filter: [['email', '=', 5]] }, '5'],
  ] as [string, ListBody, unknown][])('%s', (_n, body, value) => {
    expect(validateRequest(users, body).conditions[0].value).toEqual(value);
  });

  it('uses defaults: rowsize 50, offset 0, the entry sort', () => {
    const r = validateRequest(users, {});
    expect(r).toMatchObject({
      rowsize: 50,
      rowoffset: 0,
      sort: [
        ['last_name', 'asc'],
        ['first_name', 'asc'],
      ],
      includeFieldLabels: false,
    });
  });
});

describe('dates and timestamps must exist', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-28', true],
    ['2000-02-29', true],
    ['0001-01-01', true],
    ['9999-12-31', true],
    ['2024-02-31', false],
    ['2023-02-29', false],
    ['1900-02-29', false],
    ['2024-04-31', false],
    ['2024-13-01', false],
    ['2024-00-10', false],
    ['2024-01-00', false],
    ['0000-01-01', false],
    ['2024-1-01', false],
    ['2024-01-01T00:00:00Z', false],
  ])('date %s: %s', (v, ok) => {
    expect(isRealDate(v)).toBe(ok);
    expect(checkValue('date', v).ok).toBe(ok);
  });

  it.each([
    ['2024-02-29T23:59:59.999999Z', true],
    ['2024-01-01 10:00', true],
    ['2024-01-01', true],
    ['2024-01-01T10:00:00+15:59', true],
    ['2024-01-01T10:00:00-0530', true],
    ['2024-02-30T10:00:00Z', false],
    ['2024-01-01T24:00:00', false],
    ['2024-01-01T23:60:00', false],
    ['2024-01-01T23:59:60Z', false],
    ['2024-01-01T10:00:00+16:00', false],
    ['2024-01-01T10:00:00+01:60', false],
    ['0000-01-01T00:00:00Z', false],
    ['2024-01-01T10:00:00.1234567Z', false],
  ])('timestamp %s: %s', (v, ok) => {
    expect(isRealTimestamp(v)).toBe(ok);
    expect(checkValue('timestamp', v).ok).toBe(ok);
  });
});

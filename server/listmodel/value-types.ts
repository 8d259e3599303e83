// Per value type: the operators a filter may use by default, how a filter value is checked and
// converted, and how the column is cast on the way out so PGlite and pg answer the same JSON.
import type { Operator, ValueType } from './types.ts';

const ORDERED: readonly Operator[] = ['=', '!=', '<', '<=', '>', '>=', 'in', 'is_null', 'not_null'];

export const DEFAULT_OPERATORS: Readonly<Record<ValueType, readonly Operator[]>> = {
  text: [...ORDERED, 'like', 'ilike'],
  int: ORDERED,
  bigint: ORDERED,
  number: ORDERED,
  date: ORDERED,
  timestamp: ORDERED,
  uuid: ['=', '!=', 'in', 'is_null', 'not_null'],
  bool: ['=', '!=', 'is_null', 'not_null'],
  json: ['is_null', 'not_null'],
};

/** SQL cast applied to the selected expression (registry-fixed text). */
export const OUTPUT_CAST: Readonly<Record<ValueType, string | null>> = {
  text: null,
  int: null,
  bool: null,
  uuid: '::text',
  json: null,
  timestamp: null,
  // numeric comes back as a string from both drivers; float8 becomes a JSON number
  number: '::float8',
  // a date through pg becomes a local-midnight Date; as text it stays the calendar day
  date: '::text',
  // int8 beyond 2^53 would lose digits as a JSON number
  bigint: '::text',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const INT = /^-?\d{1,18}$/;
const NUM = /^-?\d+(\.\d+)?$/;
export const MAX_TEXT = 500;

/** Returns the converted value, or a string saying what is wrong with it. */
export function checkValue(type: ValueType, v: unknown): { ok: true; value: unknown } | { ok: false; why: string } {
  const bad = (why: string) => ({ ok: false as const, why });
  switch (type) {
    case 'text':
      if (typeof v === 'number' && Number.isFinite(v)) return { ok: true, value: String(v) };
      if (typeof v !== 'string') return bad('a string');
      if (v.length > MAX_TEXT) return bad(`a string of at most ${MAX_TEXT} characters`);
      // PostgreSQL text cannot hold NUL; refuse it here rather than fail in the driver
      if (v.includes('\u0000')) return bad('a string without NUL characters');
      return { ok: true, value: v };
    case 'int': {
      const n = typeof v === 'string' && INT.test(v) ? Number(v) : v;
      if (typeof n !== 'number' || !Number.isInteger(n) || Math.abs(n) > 2147483647) return bad('a 32-bit integer');
      return { ok: true, value: n };
    }
    case 'bigint':
      if (typeof v === 'number' && Number.isSafeInteger(v)) return { ok: true, value: String(v) };
      if (typeof v === 'string' && INT.test(v)) return { ok: true, value: v };
      return bad('an integer');
    case 'number': {
      const n = typeof v === 'string' && NUM.test(v) ? Number(v) : v;
      if (typeof n !== 'number' || !Number.isFinite(n)) return bad('a number');
      return { ok: true, value: n };
    }
    case 'bool':
      if (typeof v === 'boolean') return { ok: true, value: v };
      if (v === 'true' || v === 'false') return { ok: true, value: v === 'true' };
      return bad('true or false');
    case 'uuid':
      if (typeof v !== 'string' || !UUID.test(v)) return bad('a UUID');
      return { ok: true, value: v.toLowerCase() };
    case 'date':
      if (typeof v !== 'string' || !DATE.test(v) || Number.isNaN(Date.parse(v))) return bad('a date YYYY-MM-DD');
      return { ok: true, value: v };
    case 'timestamp':
      if (typeof v !== 'string' || !TIMESTAMP.test(v) || Number.isNaN(Date.parse(v.replace(' ', 'T'))))
        return bad('an ISO timestamp');
      return { ok: true, value: v };
    case 'json':
      return bad('not comparable (only is_null / not_null)');
  }
}

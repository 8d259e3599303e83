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
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(Z|[+-](\d{2}):?(\d{2}))?)?$/;
const INT = /^-?\d{1,18}$/;
const NUM = /^-?\d{1,40}(\.\d{1,40})?$/;
/** int4, the type of every 'int' column */
export const INT_MAX = 2147483647;

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const leap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

function realDay(y: string, m: string, d: string): boolean {
  const [year, month, day] = [Number(y), Number(m), Number(d)];
  // year 0 does not exist in PostgreSQL's calendar
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  return day <= DAYS[month - 1] + (month === 2 && leap(year) ? 1 : 0);
}

/** A calendar day that exists, as YYYY-MM-DD (JavaScript's Date.parse accepts 2024-02-31). */
export function isRealDate(v: string): boolean {
  const m = DATE.exec(v);
  return !!m && realDay(m[1], m[2], m[3]);
}

/** An ISO 8601 timestamp (or a date) whose day, time and offset all exist. */
export function isRealTimestamp(v: string): boolean {
  const m = TIMESTAMP.exec(v);
  if (!m || !realDay(m[1], m[2], m[3])) return false;
  const [hour, minute, second, offH, offM] = [m[4], m[5], m[6], m[8], m[9]].map((x) => Number(x ?? 0));
  // PostgreSQL refuses offsets beyond 15:59
  return hour <= 23 && minute <= 59 && second <= 59 && offH <= 15 && offM <= 59;
}

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
      if (typeof n !== 'number' || !Number.isInteger(n) || Math.abs(n) > INT_MAX) return bad('a 32-bit integer');
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
      if (typeof v !== 'string' || !isRealDate(v)) return bad('a real date YYYY-MM-DD');
      return { ok: true, value: v };
    case 'timestamp':
      if (typeof v !== 'string' || !isRealTimestamp(v)) return bad('a real ISO timestamp');
      return { ok: true, value: v };
    case 'json':
      return bad('not comparable (only is_null / not_null)');
  }
}

// The query parameters of our OneRoster 1.2 REST read endpoints (docs/oneroster-rest.md), checked
// against each collection's own fields before any SQL is written:
//   filter   field op 'value', several joined by one of AND / OR; op = != > >= < <= or ~ (contains,
//            ignoring case); any scalar field of the collection (references and lists are not)
//   sort     one scalar field, orderBy asc (default) or desc; ties go by sourcedId
//   fields   the top-level fields each record keeps (sourcedId,givenName,...)
// A field the collection does not have, a malformed predicate or mixed AND / OR is 400, with the
// fields it has (the binding's invalid_filter_field, invalid_sort_field, invalid_selection_field).
import { ApiError } from '../errors.ts';
import type { Collection } from './client.ts';

/** a field of the collection that filter and sort take, and its column in the flat query (provider-queries.ts) */
export interface Scalar {
  column: string;
  kind: 'text' | 'time' | 'bool';
}
const t = (column: string): Scalar => ({ column, kind: 'text' });
const COMMON = { sourcedId: t('sid'), status: t('status'), dateLastModified: { column: 'm', kind: 'time' } } as const;

export const SCALARS: Record<Collection, Record<string, Scalar>> = {
  orgs: { ...COMMON, name: t('name'), type: t('type'), identifier: t('identifier') },
  academicSessions: {
    ...{ ...COMMON, title: t('title'), type: t('type'), startDate: t('startDate'), endDate: t('endDate') },
    schoolYear: t('schoolYear'),
  },
  courses: { ...COMMON, title: t('title'), courseCode: t('courseCode') },
  classes: {
    ...COMMON,
    title: t('title'),
    classCode: t('classCode'),
    classType: t('classType'),
    location: t('location'),
  },
  users: {
    ...{ ...COMMON, username: t('sid'), enabledUser: { column: 'enabled', kind: 'bool' } },
    ...{ givenName: t('givenName'), familyName: t('familyName'), preferredFirstName: t('preferredFirstName') },
    ...{ email: t('email'), phone: t('phone') },
  },
  enrollments: { ...COMMON, role: t('role'), primary: { column: 'primary', kind: 'bool' } },
};

/** every top-level field a record of the collection has (provider-queries.ts shape()) */
export const FIELDS: Record<Collection, string[]> = {
  orgs: ['sourcedId', 'status', 'dateLastModified', 'name', 'type', 'identifier', 'parent'],
  academicSessions: [
    ...['sourcedId', 'status', 'dateLastModified', 'title', 'type', 'startDate', 'endDate', 'parent'],
    'schoolYear',
  ],
  courses: ['sourcedId', 'status', 'dateLastModified', 'title', 'courseCode', 'org'],
  classes: [
    ...['sourcedId', 'status', 'dateLastModified', 'title', 'classCode', 'classType', 'location'],
    ...['course', 'school', 'terms'],
  ],
  users: [
    ...['sourcedId', 'status', 'dateLastModified', 'username', 'enabledUser', 'givenName', 'familyName'],
    ...['preferredFirstName', 'email', 'phone', 'roles', 'grades', 'primaryOrg'],
  ],
  enrollments: ['sourcedId', 'status', 'dateLastModified', 'user', 'class', 'school', 'role', 'primary'],
};

export type Op = '=' | '!=' | '>' | '>=' | '<' | '<=' | '~';
export interface Condition {
  field: Scalar;
  op: Op;
  value: string;
}
export interface Filter {
  join: 'AND' | 'OR';
  conds: Condition[];
}

const refuse = (code: 'oneroster_filter' | 'oneroster_sort' | 'oneroster_fields', message: string) =>
  new ApiError(400, code, message);
const known = (c: Collection, of: Record<string, unknown> | string[]) =>
  (Array.isArray(of) ? of : Object.keys(of)).join(', ');

const PREDICATE = /^\s*([A-Za-z]+)\s*(!=|>=|<=|=|>|<|~)\s*'([^']*)'\s*(?:(AND|OR)\s+|$)/;

/** The filter parameter as conditions; 400 for a field, operator or value it cannot take. */
export function parseFilter(c: Collection, filter: string | undefined): Filter {
  const out: Filter = { join: 'AND', conds: [] };
  let rest = filter?.trim() ?? '';
  const joins = new Set<string>();
  while (rest) {
    const m = PREDICATE.exec(rest);
    if (!m) throw refuse('oneroster_filter', `Malformed filter at ${JSON.stringify(rest)}: write field op 'value'`);
    const field = SCALARS[c][m[1]];
    if (!field)
      throw refuse('oneroster_filter', `${c} cannot be filtered on ${m[1]}; its fields are ${known(c, SCALARS[c])}`);
    if (field.kind === 'time' && Number.isNaN(Date.parse(m[3])))
      throw refuse('oneroster_filter', `${m[1]} must be an ISO 8601 date-time, not ${m[3]}`);
    out.conds.push({ field, op: m[2] as Op, value: m[3] });
    if (m[4]) joins.add(m[4]);
    rest = rest.slice(m[0].length);
    if (m[4] && !rest) throw refuse('oneroster_filter', `The filter ends with ${m[4]}`);
  }
  if (joins.size > 1) throw refuse('oneroster_filter', 'A filter joins its predicates with AND or with OR, not both');
  out.join = joins.has('OR') ? 'OR' : 'AND';
  return out;
}

/** sort + orderBy as a column and a direction; none: by sourcedId. */
export function parseSort(c: Collection, sort: string | undefined, orderBy: 'asc' | 'desc' | undefined) {
  if (!sort) return { column: 'sid', desc: orderBy === 'desc' };
  const field = SCALARS[c][sort];
  if (!field)
    throw refuse('oneroster_sort', `${c} cannot be sorted by ${sort}; its fields are ${known(c, SCALARS[c])}`);
  return { column: field.column, desc: orderBy === 'desc' };
}

/** The fields parameter as the record keys to keep; none: every field. */
export function parseFields(c: Collection, fields: string | undefined): string[] | undefined {
  if (fields === undefined) return undefined;
  const list = fields.split(',').map((f) => f.trim());
  const bad = list.filter((f) => !FIELDS[c].includes(f));
  if (bad.length)
    throw refuse('oneroster_fields', `${c} have no field ${bad.join(', ')}; their fields are ${known(c, FIELDS[c])}`);
  return list;
}

/** The record with only the fields asked for. */
export function select<R extends Record<string, unknown>>(record: R, fields: string[] | undefined) {
  return fields ? Object.fromEntries(fields.map((f) => [f, record[f]])) : record;
}

// Pass 1 of an import: every row of every file is checked before anything is written (docs/
// rostering.md). Files are read in dependency order, so each reference is checked against the
// sourcedIds of the bundle read so far and those already in the school. Only ids, a user's role
// and e-mail addresses are kept, never whole rows.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { ErrorList } from './errors.ts';
import { csvRows, type CsvRow } from './csv-rows.ts';
import {
  CLASS_TYPES,
  FILES,
  gradeToCode,
  kindOf,
  ORG_TYPES,
  ROLES,
  SESSION_TYPES,
  type FileSpec,
  type RosterFile,
} from './spec.ts';

export interface UserRole {
  kind: 'student' | 'teacher' | 'guardian';
  org: string;
  primary: boolean;
}

export interface Checked {
  /** each user's kind and org, from its primary role in roles.csv */
  roles: Map<string, UserRole>;
}

const TABLE: Partial<Record<RosterFile, string>> = {
  orgs: 'orgs',
  academicSessions: 'terms',
  courses: 'courses',
  classes: 'sections',
  users: 'parties',
};
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (s: string) => DATE.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`));
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

async function existing(db: Db, schema: string, table: string): Promise<Set<string>> {
  const r = await sql<{ s: string }>`SELECT sourced_id AS s FROM ${sql.id(schema)}.${sql.id(table)}
    WHERE sourced_id IS NOT NULL`.execute(db);
  return new Set(r.rows.map((x) => x.s));
}

export async function validateBundle(
  db: Db,
  schema: string,
  dir: string,
  present: Set<string>,
  errors: ErrorList,
): Promise<Checked> {
  const known = new Map<RosterFile, Set<string>>();
  for (const [file, table] of Object.entries(TABLE)) known.set(file as RosterFile, await existing(db, schema, table!));
  const grades = new Set(
    (await sql<{ code: string }>`SELECT code FROM ${sql.id(schema)}.grade_levels`.execute(db)).rows.map((r) => r.code),
  );
  const roles = new Map<string, UserRole>();
  const userLines = new Map<string, number>();
  const emails = new Map<string, { sid: string; line: number }>();
  const pairs = new Set<string>();

  for (const spec of FILES) {
    const name = `${spec.file}.csv`;
    if (!present.has(name)) {
      errors.add(name, 0, '', `The zip has no ${name}`);
      continue;
    }
    const seen = new Set<string>();
    const later: { line: number; field: string; ref: RosterFile; id: string }[] = [];
    const err = (row: CsvRow, field: string, message: string) => errors.add(name, row.line, field, message);
    const ref = (row: CsvRow, field: string, file: RosterFile, id: string, deferred = false) => {
      if (!id) return;
      if (deferred) later.push({ line: row.line, field, ref: file, id });
      else if (!known.get(file)?.has(id)) err(row, field, `No ${file} row has sourcedId ${id}`);
    };
    const oneOf = (row: CsvRow, field: string, allowed: readonly string[], optional = false) => {
      const v = row.get(field);
      if ((v || !optional) && !allowed.includes(v)) err(row, field, `${field} must be one of ${allowed.join(', ')}`);
    };
    const date = (row: CsvRow, field: string) => {
      const v = row.get(field);
      if (v && !validDate(v)) err(row, field, `${field} must be a date as YYYY-MM-DD, not ${v}`);
    };
    for await (const row of csvRows(dir, spec, errors)) {
      if (errors.full) return { roles };
      checkCommon(row, spec, seen, err);
      const g = (c: string) => row.get(c);
      switch (spec.file) {
        case 'orgs':
          oneOf(row, 'type', ORG_TYPES);
          ref(row, 'parentSourcedId', 'orgs', g('parentSourcedId'), true);
          break;
        case 'academicSessions':
          oneOf(row, 'type', SESSION_TYPES);
          date(row, 'startDate');
          date(row, 'endDate');
          if (g('startDate') >= g('endDate')) err(row, 'endDate', 'endDate must be after startDate');
          if (!/^\d{4}$/.test(g('schoolYear'))) err(row, 'schoolYear', 'schoolYear must be a year such as 2026');
          ref(row, 'parentSourcedId', 'academicSessions', g('parentSourcedId'), true);
          break;
        case 'courses':
          ref(row, 'orgSourcedId', 'orgs', g('orgSourcedId'));
          ref(row, 'schoolYearSourcedId', 'academicSessions', g('schoolYearSourcedId'));
          break;
        case 'classes':
          oneOf(row, 'classType', CLASS_TYPES);
          ref(row, 'courseSourcedId', 'courses', g('courseSourcedId'));
          ref(row, 'schoolSourcedId', 'orgs', g('schoolSourcedId'));
          for (const t of g('termSourcedIds')
            .split(',')
            .map((s) => s.trim()))
            ref(row, 'termSourcedIds', 'academicSessions', t);
          break;
        case 'users': {
          oneOf(row, 'enabledUser', ['true', 'false']);
          ref(row, 'primaryOrgSourcedId', 'orgs', g('primaryOrgSourcedId'));
          const email = g('email').toLowerCase();
          if (email && !EMAIL.test(email)) err(row, 'email', `${g('email')} is not an e-mail address`);
          else if (email && emails.has(email))
            err(row, 'email', `${g('email')} is also the e-mail of line ${emails.get(email)!.line}`);
          else if (email) emails.set(email, { sid: g('sourcedId'), line: row.line });
          const grade = g('grades').split(',')[0].trim();
          if (grade && !grades.has(gradeToCode(grade))) err(row, 'grades', `The school has no grade level ${grade}`);
          userLines.set(g('sourcedId'), row.line);
          break;
        }
        case 'roles': {
          oneOf(row, 'roleType', ['primary', 'secondary']);
          oneOf(row, 'role', ROLES);
          ref(row, 'userSourcedId', 'users', g('userSourcedId'));
          ref(row, 'orgSourcedId', 'orgs', g('orgSourcedId'));
          date(row, 'beginDate');
          date(row, 'endDate');
          const primary = g('roleType') === 'primary';
          const had = roles.get(g('userSourcedId'));
          if (!had || (primary && !had.primary))
            roles.set(g('userSourcedId'), { kind: kindOf(g('role')), org: g('orgSourcedId'), primary });
          break;
        }
        case 'enrollments': {
          oneOf(row, 'role', ROLES);
          oneOf(row, 'primary', ['true', 'false'], true);
          ref(row, 'classSourcedId', 'classes', g('classSourcedId'));
          ref(row, 'userSourcedId', 'users', g('userSourcedId'));
          ref(row, 'schoolSourcedId', 'orgs', g('schoolSourcedId'));
          date(row, 'beginDate');
          date(row, 'endDate');
          const pair = `${g('classSourcedId')}\u0000${g('userSourcedId')}`;
          if (g('role') === 'student' && g('status') !== 'tobedeleted') {
            if (pairs.has(pair)) err(row, 'userSourcedId', 'This user is already enrolled in this class above');
            pairs.add(pair);
          }
          break;
        }
      }
    }
    for (const l of later)
      if (!seen.has(l.id) && !known.get(l.ref)?.has(l.id))
        errors.add(name, l.line, l.field, `No ${l.ref} row has sourcedId ${l.id}`);
    if (TABLE[spec.file]) for (const id of seen) known.get(spec.file)!.add(id);
    if (spec.file === 'roles')
      for (const [sid, line] of userLines)
        if (!roles.has(sid)) errors.add('users.csv', line, 'sourcedId', `User ${sid} has no role in roles.csv`);
  }
  await checkEmailsFree(db, schema, emails, errors);
  return { roles };
}

function checkCommon(row: CsvRow, spec: FileSpec, seen: Set<string>, err: (r: CsvRow, f: string, m: string) => void) {
  for (const c of spec.required) if (!row.get(c)) err(row, c, `${c} is required`);
  const sid = row.get('sourcedId');
  if (sid && seen.has(sid)) err(row, 'sourcedId', `sourcedId ${sid} appears twice in ${spec.file}.csv`);
  if (sid) seen.add(sid);
  const status = row.get('status');
  if (status && status !== 'active' && status !== 'tobedeleted')
    err(row, 'status', 'status must be active, tobedeleted or empty');
  const modified = row.get('dateLastModified');
  if (modified && Number.isNaN(Date.parse(modified))) err(row, 'dateLastModified', 'dateLastModified is not a date');
}

/** An e-mail is unique within the school: one used by another person (another sourcedId) is refused. */
async function checkEmailsFree(
  db: Db,
  schema: string,
  emails: Map<string, { sid: string; line: number }>,
  errors: ErrorList,
) {
  const list = [...emails.keys()];
  for (let i = 0; i < list.length; i += 1000) {
    const chunk = list.slice(i, i + 1000);
    const r = await sql<{ e: string; s: string | null }>`SELECT lower(email) AS e, sourced_id AS s
      FROM ${sql.id(schema)}.parties WHERE lower(email) = ANY(${chunk}::text[])`.execute(db);
    for (const { e, s } of r.rows) {
      const mine = emails.get(e)!;
      if (s !== mine.sid)
        errors.add('users.csv', mine.line, 'email', `${e} is already used by another person of the school`);
    }
  }
}

// The checks of an import, row by row as the one pass reads each file (import.ts, docs/
// rostering.md). Files are read in READ_ORDER, so each reference is checked against the sourcedIds
// of the bundle read so far and those already in the school; roles.csv comes before users.csv (a
// user's kind is written with it), so its references to users are checked once users.csv is read.
// Only ids, a user's role and e-mail addresses are kept, never whole rows. No database here: this
// runs in the import's worker thread (parse-worker.ts); what the school already holds is read by
// school-ids.ts on the main thread and handed over.
import type { ErrorList } from './errors.ts';
import type { CsvRow } from './csv-rows.ts';
import { FILES, gradeToCode, kindOf, type FileSpec, type RosterFile } from './spec.ts';
import { rowChecks } from './row-checks.ts';

export interface UserRole {
  kind: 'student' | 'teacher' | 'guardian';
  org: string;
  primary: boolean;
}

/** The order the one pass reads (and writes) the files in. */
export const READ_ORDER: readonly FileSpec[] = [
  'orgs',
  'academicSessions',
  'courses',
  'classes',
  'roles',
  'users',
  'enrollments',
].map((f) => FILES.find((s) => s.file === f)!);

/** What the school already holds, as the worker thread receives it (school-ids.ts reads it). */
export interface SchoolIds {
  /** sourcedIds per file already in the school's tables */
  known: Partial<Record<RosterFile, string[]>>;
  grades: string[];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** e-mail (lower case), the sourcedId using it and its users.csv line */
export type EmailUse = [email: string, sid: string, line: number];

export interface FileCheck {
  row(row: CsvRow): void;
  end(): void;
}

export class Checker {
  /** each user's kind and org, from its primary role in roles.csv */
  readonly roles = new Map<string, UserRole>();
  private readonly emails = new Map<string, { sid: string; line: number }>();
  private readonly pairs = new Set<string>();
  private readonly roleUsers: { line: number; id: string }[] = [];

  private readonly known = new Map<RosterFile, Set<string>>();
  private readonly grades: Set<string>;

  /** The school's sourcedIds and grade levels; every file missing from `present` is an error. */
  constructor(
    private readonly errors: ErrorList,
    school: SchoolIds,
    present: Set<string>,
  ) {
    for (const spec of FILES)
      if (!present.has(`${spec.file}.csv`)) errors.add(`${spec.file}.csv`, 0, '', `The zip has no ${spec.file}.csv`);
    for (const [file, ids] of Object.entries(school.known)) this.known.set(file as RosterFile, new Set(ids));
    this.grades = new Set(school.grades);
  }

  file(spec: FileSpec): FileCheck {
    const name = `${spec.file}.csv`;
    const errors = this.errors;
    const seen = new Set<string>();
    const later: { line: number; field: string; ref: RosterFile; id: string }[] = [];
    const err = (row: CsvRow, field: string, message: string) => errors.add(name, row.line, field, message);
    const ref = (row: CsvRow, field: string, file: RosterFile, id: string, deferred = false) => {
      if (!id) return;
      if (deferred) later.push({ line: row.line, field, ref: file, id });
      else if (!this.known.get(file)?.has(id)) err(row, field, `No ${file} row has sourcedId ${id}`);
    };
    const check = rowChecks(spec, seen, err, ref);
    const g = (row: CsvRow, c: string) => row.get(c);
    return {
      row: (row) => {
        check(row);
        if (spec.file === 'users') this.user(row, err);
        else if (spec.file === 'roles') {
          const primary = g(row, 'roleType') === 'primary';
          const user = g(row, 'userSourcedId');
          if (user) this.roleUsers.push({ line: row.line, id: user });
          const had = this.roles.get(user);
          if (!had || (primary && !had.primary))
            this.roles.set(user, { kind: kindOf(g(row, 'role')), org: g(row, 'orgSourcedId'), primary });
        } else if (spec.file === 'enrollments' && g(row, 'role') === 'student' && g(row, 'status') !== 'tobedeleted') {
          const pair = `${g(row, 'classSourcedId')}\u0000${g(row, 'userSourcedId')}`;
          if (this.pairs.has(pair)) err(row, 'userSourcedId', 'This user is already enrolled in this class above');
          this.pairs.add(pair);
        }
      },
      end: () => {
        for (const l of later)
          if (!seen.has(l.id) && !this.known.get(l.ref)?.has(l.id))
            errors.add(name, l.line, l.field, `No ${l.ref} row has sourcedId ${l.id}`);
        if (this.known.has(spec.file)) for (const id of seen) this.known.get(spec.file)!.add(id);
        if (spec.file !== 'users') return;
        const users = this.known.get('users')!;
        for (const l of this.roleUsers.splice(0))
          if (!users.has(l.id)) errors.add('roles.csv', l.line, 'userSourcedId', `No users row has sourcedId ${l.id}`);
      },
    };
  }

  private user(row: CsvRow, err: (row: CsvRow, field: string, message: string) => void) {
    const sid = row.get('sourcedId');
    const email = row.get('email').toLowerCase();
    if (email && !EMAIL.test(email)) err(row, 'email', `${row.get('email')} is not an e-mail address`);
    else if (email && this.emails.has(email))
      err(row, 'email', `${row.get('email')} is also the e-mail of line ${this.emails.get(email)!.line}`);
    else if (email) this.emails.set(email, { sid, line: row.line });
    const grade = row.get('grades').split(',')[0].trim();
    if (grade && !this.grades.has(gradeToCode(grade))) err(row, 'grades', `The school has no grade level ${grade}`);
    if (sid && !this.roles.has(sid)) err(row, 'sourcedId', `User ${sid} has no role in roles.csv`);
  }

  /** the bundle's e-mail addresses, checked against the school's once users.csv is written (school-ids.ts) */
  emailUses(): EmailUse[] {
    return [...this.emails].map(([e, u]) => [e, u.sid, u.line]);
  }
}

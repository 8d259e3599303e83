// A plain students.csv (src/shared/roster/students-csv.ts) as a OneRoster bundle in a private
// temporary folder, so the one import (import.ts) checks and writes it: each line becomes a
// users.csv row and a student role at the school's first org (or, with none, an org named after
// the schema, as the export names it); the other files are headers only. The answer maps each
// users.csv line back to its students.csv line, so problems are reported at the template's own
// file, line and column. A file over ROSTER_MAX_ENTRY_BYTES is refused as too large (limits.ts).
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';
import { ONEROSTER_COLUMN, STUDENTS_CSV_COLUMNS } from '../../src/shared/roster/students-csv.ts';
import { toCsv } from '../../src/shared/csv.ts';
import type { RosterError } from './errors.ts';
import { FILES } from './spec.ts';
import type { Unpacked } from './unzip.ts';
import { MAX_RECORD_CHARS, megabytes, rosterLimits } from './limits.ts';

export const STUDENTS_FILE = 'students.csv';
const REQUIRED = ['student_id', 'first_name', 'last_name'];
const cell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const line = (values: readonly string[]) => `${values.map(cell).join(',')}\r\n`;
const header = (file: string) => FILES.find((f) => f.file === file)!.columns;

async function put(out: WriteStream, text: string) {
  if (!out.write(text)) await once(out, 'drain');
}

export interface StudentsBundle extends Unpacked {
  /** this bundle's problems as the template's: users.csv and roles.csv lines become students.csv lines */
  mapErrors(errors: RosterError[]): RosterError[];
}

export async function unpackStudentsCsv(db: Db, tenant: Tenant, csvPath: string): Promise<StudentsBundle> {
  const dir = await mkdtemp(path.join(tmpdir(), 'students-csv-'));
  const dispose = () => rm(dir, { recursive: true, force: true });
  const { maxEntryBytes } = rosterLimits();
  if ((await stat(csvPath)).size > maxEntryBytes) {
    const tooLarge = `${STUDENTS_FILE} is larger than ${megabytes(maxEntryBytes)}`;
    return { dir, entries: new Set(), skipped: [], errors: [], tooLarge, dispose, mapErrors: (l) => l };
  }
  const errors: RosterError[] = [];
  const lines = new Map<number, number>();
  const { schema } = tenant;
  const first = await sql<{ s: string }>`SELECT sourced_id AS s FROM ${tenant.table('orgs')}
    WHERE sourced_id IS NOT NULL ORDER BY id LIMIT 1`.execute(db);
  const org = first.rows[0]?.s ?? schema;
  const orgs = first.rows.length ? [] : [[org, 'active', '', schema, 'school', '', '']];
  await writeFile(
    path.join(dir, 'orgs.csv'),
    toCsv(
      orgs,
      header('orgs').map((title, i) => ({ title, value: (r) => r[i] })),
    ),
  );
  for (const f of ['academicSessions', 'courses', 'classes', 'enrollments'])
    await writeFile(path.join(dir, `${f}.csv`), line(header(f)));
  const users = createWriteStream(path.join(dir, 'users.csv'));
  const roles = createWriteStream(path.join(dir, 'roles.csv'));
  const userCols = header('users');
  await put(users, line(userCols));
  await put(roles, line(header('roles')));
  let index: Map<string, number> | undefined;
  let n = 1;
  try {
    const parser = createReadStream(csvPath).pipe(
      // a row is bounded as in a bundle's files (csv-rows.ts), so a huge value stops the parser at its line
      parse({
        bom: true,
        info: true,
        skip_empty_lines: true,
        relax_column_count: true,
        trim: true,
        max_record_size: MAX_RECORD_CHARS,
      }),
    );
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (!index) {
        index = new Map(record.map((c, i) => [c, i]));
        for (const c of REQUIRED.filter((c) => !index!.has(c)))
          errors.push({ file: STUDENTS_FILE, line: info.lines, field: c, message: `The header has no column ${c}` });
        if (errors.length) break;
        continue;
      }
      const get = (c: string) => record[index!.get(c) ?? -1] ?? '';
      const byOneRoster = new Map(STUDENTS_CSV_COLUMNS.map((c) => [ONEROSTER_COLUMN[c], get(c)]));
      const sid = get('student_id');
      byOneRoster.set('enabledUser', 'true');
      byOneRoster.set('username', get('email') || sid);
      await put(users, line(userCols.map((c) => byOneRoster.get(c) ?? '')));
      await put(roles, line([`${sid}-role`, 'active', '', sid, 'primary', 'student', '', '', org, '']));
      lines.set(++n, info.lines);
    }
  } catch (e) {
    errors.push({ file: STUDENTS_FILE, line: 0, field: '', message: `Not valid CSV: ${(e as Error).message}` });
  }
  if (!index)
    errors.push({
      file: STUDENTS_FILE,
      line: 1,
      field: '',
      message: 'students.csv is empty: it needs its header line',
    });
  users.end();
  roles.end();
  await Promise.all([once(users, 'close'), once(roles, 'close')]);
  const template = Object.fromEntries(STUDENTS_CSV_COLUMNS.map((c) => [ONEROSTER_COLUMN[c], c]));
  const entries = new Set(FILES.map((f) => `${f.file}.csv`));
  return {
    dir,
    entries,
    skipped: [],
    errors,
    dispose,
    mapErrors: (list) =>
      list.map((e) =>
        e.file === 'users.csv' || e.file === 'roles.csv'
          ? {
              ...e,
              file: STUDENTS_FILE,
              line: lines.get(e.line) ?? e.line,
              field:
                template[e.field] ?? (e.field === 'sourcedId' || e.field === 'userSourcedId' ? 'student_id' : e.field),
            }
          : e,
      ),
  };
}

// A batch the database refuses (a term title already used in that school year by another row, a
// value too long for an index, ...) is found again row by row, so the answer names the file, line
// and field of each row at fault in words of its own: the database's message never reaches the
// caller. Each try runs under a savepoint, so the import's transaction stays usable and goes on
// checking; any such error still rolls the whole import back (import.ts).
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

interface DbError {
  code?: unknown;
  detail?: unknown;
}

/** SQLSTATE classes a row's own values cause: data exceptions, integrity rules, program limits. */
export function isRowError(e: unknown): boolean {
  const code = (e as DbError)?.code;
  return typeof code === 'string' && /^(22|23|54)/.test(code);
}

/** Runs `job` under a savepoint: a row error rolls back to it and is answered, anything else thrown. */
export async function attempt<T>(
  trx: Db,
  job: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
  await sql`SAVEPOINT roster_rows`.execute(trx);
  try {
    const value = await job();
    await sql`RELEASE SAVEPOINT roster_rows`.execute(trx);
    return { ok: true, value };
  } catch (error) {
    if (!isRowError(error)) throw error;
    await sql`ROLLBACK TO SAVEPOINT roster_rows`.execute(trx);
    return { ok: false, error };
  }
}

/** the school's columns as the OneRoster fields they come from */
const FIELD: Record<string, string> = {
  sourced_id: 'sourcedId',
  term_name: 'title',
  school_year: 'schoolYear',
  course_code: 'courseCode',
  section_name: 'title',
  section_code: 'classCode',
  email: 'email',
  section_id: 'classSourcedId',
  student_party_id: 'userSourcedId',
};

/** The field and message for a row the database refused (`e` passed isRowError). */
export function rowProblem(e: unknown): { field: string; message: string } {
  const { code, detail } = e as DbError;
  const key = typeof detail === 'string' ? /^Key \(([^)]*)\)=\((.*)\) already exists/.exec(detail) : null;
  if (code === '23505' && key) {
    const fields = key[1].split(', ').map((c) => FIELD[c] ?? c);
    const values = fields.length === 1 ? ` ${key[2]}` : '';
    return {
      // the last column of a key is the row's own (title within a school year, a student within a class)
      field: fields[fields.length - 1],
      message: `The school already has another row (another sourcedId) with this ${fields.join(' and ')}${values}`,
    };
  }
  if (code === '23505') return { field: '', message: 'The school already has another row with these values' };
  if (code === '23503') return { field: '', message: 'This row refers to a row the school does not have' };
  if (code === '23502') return { field: '', message: 'A value this row needs is empty' };
  if (code === '23514') return { field: '', message: 'A value of this row is outside what the school allows' };
  if (typeof code === 'string' && code.startsWith('54'))
    return { field: '', message: 'A value of this row is too long' };
  return {
    field: '',
    message: 'A value of this row is not valid for the school (a date, number or text out of range)',
  };
}

// What an import checks against the school's own rows, read on the main thread inside the
// import's transaction: the sourcedIds already in each table and the grade levels (handed to the
// worker thread that checks the rows, parse-thread.ts), and, once users.csv is written, whether
// another person of the school already uses one of the bundle's e-mail addresses.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';
import type { ErrorList } from './errors.ts';
import type { RosterFile } from './spec.ts';
import type { EmailUse, SchoolIds } from './validate.ts';

const TABLE: Partial<Record<RosterFile, string>> = {
  orgs: 'orgs',
  academicSessions: 'terms',
  courses: 'courses',
  classes: 'sections',
  users: 'parties',
};

export async function schoolIds(db: Db, tenant: Tenant): Promise<SchoolIds> {
  const known: SchoolIds['known'] = {};
  for (const [file, table] of Object.entries(TABLE)) {
    const r = await sql<{ s: string }>`SELECT sourced_id AS s FROM ${tenant.table(table!)}
      WHERE sourced_id IS NOT NULL`.execute(db);
    known[file as RosterFile] = r.rows.map((x) => x.s);
  }
  const grades = await sql<{ code: string }>`SELECT code FROM ${tenant.table('grade_levels')}`.execute(db);
  return { known, grades: grades.rows.map((r) => r.code) };
}

/**
 * An e-mail is unique within the school: one used by another person (another sourcedId) is
 * refused. Run after users.csv is written (or not, after an error), inside the same transaction.
 */
export async function checkEmails(db: Db, tenant: Tenant, uses: EmailUse[], errors: ErrorList) {
  const mine = new Map(uses.map(([e, sid, line]) => [e, { sid, line }]));
  const list = [...mine.keys()];
  for (let i = 0; i < list.length && !errors.full; i += 5000) {
    const chunk = list.slice(i, i + 5000);
    const r = await sql<{ e: string; s: string | null }>`SELECT lower(email) AS e, sourced_id AS s
      FROM ${tenant.table('parties')} WHERE lower(email) = ANY(${chunk}::text[])`.execute(db);
    for (const { e, s } of r.rows) {
      const use = mine.get(e)!;
      if (s !== use.sid)
        errors.add('users.csv', use.line, 'email', `${e} is already used by another person of the school`);
    }
  }
}

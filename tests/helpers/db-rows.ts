// Rows read straight from a test app's database, to check what a write left behind.
import { sql } from 'kysely';
import type { Db } from '../../server/db/database.ts';

/** count(*) FROM `q`: a table and its condition, written by the test itself */
export const rowCount = async (db: Db, q: string) =>
  (await sql<{ c: number }>`SELECT count(*)::int AS c FROM ${sql.raw(q)}`.execute(db)).rows[0].c;

/** an e-mail address a party of the demo school already has */
export const takenEmail = async (db: Db) =>
  (await sql<{ email: string }>`SELECT email FROM lms.parties WHERE email IS NOT NULL LIMIT 1`.execute(db)).rows[0]
    .email;

// Demo rows for transcripts and student accounts: some courses become honors or AP and some carry
// half a credit (so weighted and unweighted GPA differ), and every student's account holds a fall
// tuition charge and a first payment, some a lab fee (/student-transactions shows real balances).
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { demoTenant } from './seed-once.ts';

export async function seedLedger(db: Db, schemas: readonly string[]) {
  for (const schema of schemas) {
    const s = (await demoTenant(db, schema)).ident;
    await sql`UPDATE ${s}.courses SET
        course_level = CASE id % 7 WHEN 0 THEN 'ap' WHEN 3 THEN 'honors' ELSE 'regular' END,
        credits = CASE WHEN id % 4 = 1 THEN 0.5 ELSE 1 END
      WHERE course_level = 'regular' AND credits = 1`.execute(db);
    const has = await sql<{ found: number }>`SELECT 1 AS found FROM ${s}.student_transactions LIMIT 1`.execute(db);
    if (has.rows.length) continue;
    await sql`
      INSERT INTO ${s}.student_transactions (student_party_id, kind, amount, description, occurred_on)
      SELECT p.party_id, x.kind, x.amount, x.description, x.occurred_on::date
      FROM ${s}.parties p
      CROSS JOIN (VALUES ('charge', 1200, 'Tuition, fall term', '2026-08-15', 0),
                         ('payment', 800, 'Bank transfer', '2026-09-01', 0),
                         ('charge', 45, 'Lab fee', '2026-09-10', 1)) AS x(kind, amount, description, occurred_on, lab)
      WHERE p.kind = 'student' AND (x.lab = 0 OR p.party_id % 3 = 0)
      ORDER BY p.party_id, x.occurred_on`.execute(db);
  }
}

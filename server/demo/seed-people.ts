// Demo people data: one or two guardians with contact details for every student, and a phone on
// each student, so /students, its guardians and the profiles show something real. Idempotent.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { demoTenant } from './seed-once.ts';

export async function seedPeople(db: Db, schema: string) {
  const s = (await demoTenant(db, schema)).ident;
  const done = await sql<{ c: number }>`SELECT count(*)::int AS c FROM ${s}.student_guardians`.execute(db);
  if (done.rows[0].c > 0) return;
  await sql`
    INSERT INTO ${s}.student_guardians (student_party_id, first_name, last_name, relationship, email, phone, is_primary)
    SELECT p.party_id, g.first_name, p.last_name, g.relationship,
      CASE WHEN g.primary_contact THEN lower(g.first_name || '.' || p.last_name || p.party_id || '@family.test') END,
      '+1 555 ' || lpad((p.party_id * 7 % 10000)::text, 4, '0'), g.primary_contact
    FROM ${s}.parties p
    CROSS JOIN (VALUES ('Maria', 'Mother', true), ('James', 'Father', false)) AS g(first_name, relationship, primary_contact)
    WHERE p.kind = 'student' AND (g.primary_contact OR p.party_id % 2 = 0)`.execute(db);
  await sql`UPDATE ${s}.parties SET phone = '+1 555 ' || lpad((party_id * 13 % 10000)::text, 4, '0')
    WHERE kind = 'student' AND phone IS NULL`.execute(db);
}

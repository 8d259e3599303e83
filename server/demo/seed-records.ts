// Demo rows for documents: the platform's document types, the seeded documents tied to them (a
// rejected one with its reason), and a pending document of the demo student for the review screens.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { demoTenant } from './seed-once.ts';

const TYPES = [
  ['Immunization record', 'student', true, ['pdf', 'png', 'jpg', 'jpeg'], 5120, true],
  ['Photo ID', 'student', true, ['pdf', 'png', 'jpg', 'jpeg'], 2048, true],
  ['Transcript', 'student', false, ['pdf'], 10240, false],
  ['Report card', 'student', false, ['pdf', 'png', 'jpg', 'jpeg'], 5120, false],
  ['Teaching licence', 'teacher', true, ['pdf'], 5120, true],
  ['Photo ID', 'teacher', false, ['pdf', 'png', 'jpg', 'jpeg'], 2048, true],
] as const;

export async function seedRecords(db: Db, schemas: readonly string[]) {
  for (const [name, appliesTo, required, types, kb, expires] of TYPES) {
    await sql`INSERT INTO platform.doc_types (tenant_id, name, applies_to, required, accepted_types, max_size_kb, expires)
      SELECT NULL, ${name}, ${appliesTo}, ${required}, ${JSON.stringify(types)}::jsonb, ${kb}, ${expires}
      WHERE NOT EXISTS (SELECT 1 FROM platform.doc_types
        WHERE tenant_id IS NULL AND applies_to = ${appliesTo} AND lower(name) = lower(${name}))`.execute(db);
  }
  for (const schema of schemas) {
    const s = (await demoTenant(db, schema)).ident;
    // once per document (doc_type_id still NULL): its type, and a review outcome for two in three
    await sql`UPDATE ${s}.documents d SET doc_type_id = dt.id,
        status = (ARRAY['pending', 'approved', 'rejected'])[1 + d.id % 3],
        reject_reason = CASE WHEN d.id % 3 = 2 THEN 'The scan is unreadable' END,
        reviewed_at = CASE WHEN d.id % 3 > 0 THEN d.created_at END,
        expires_on = CASE WHEN dt.expires THEN (d.created_at + interval '1 year')::date END
      FROM ${s}.parties p, platform.doc_types dt
      WHERE p.party_id = d.owner_party_id AND dt.tenant_id IS NULL AND dt.name = d.doc_type
        AND dt.applies_to = p.kind AND d.doc_type_id IS NULL`.execute(db);
  }
  // the demo student's own pending document, which the browser test rejects
  await sql`INSERT INTO lms.documents (owner_party_id, doc_type, doc_type_id, name, file_path, content_type, size, status)
    SELECT p.party_id, dt.name, dt.id, 'immunization-sam.pdf',
           'students/' || p.party_id || '/documents/immunization-sam.pdf', 'application/pdf', 20480, 'pending'
    FROM lms.parties p JOIN platform.app_users u ON u.user_id = p.user_id
    JOIN platform.doc_types dt ON dt.tenant_id IS NULL AND dt.name = 'Immunization record' AND dt.applies_to = 'student'
    WHERE u.email = 'student@demo-academy.test'
      AND NOT EXISTS (SELECT 1 FROM lms.documents x WHERE x.owner_party_id = p.party_id AND x.name = 'immunization-sam.pdf')`.execute(
    db,
  );
}

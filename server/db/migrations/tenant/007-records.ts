import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// A document gains its type (platform.doc_types, server/documents/doc-types.ts), the review's
// outcome (who, when, why rejected) and an expiry date for types that expire.
export const records: Migration = {
  version: '007-records',
  async up(db, schema) {
    const s = sql.id(schema);
    await sql`
      ALTER TABLE ${s}.documents
        ADD COLUMN doc_type_id integer REFERENCES platform.doc_types(id),
        ADD COLUMN reject_reason text,
        ADD COLUMN reviewed_by uuid,
        ADD COLUMN reviewed_at timestamptz,
        ADD COLUMN expires_on date,
        ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
      CREATE INDEX documents_type ON ${s}.documents (doc_type_id);
    `.execute(db);
  },
};

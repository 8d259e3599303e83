import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// Files attached to an assignment (server/files/assignment-attachments.ts): the bytes live in the
// file service's storage under assignments/{id}/ of the tenant; a row here names each one.
export const assignmentAttachments: Migration = {
  version: '019-assignment-attachments',
  async up(db, schema) {
    const s = sql.id(schema);
    await sql`
      CREATE TABLE ${s}.assignment_attachments (
        id bigserial PRIMARY KEY,
        assignment_id integer NOT NULL REFERENCES ${s}.assignments(id) ON DELETE CASCADE,
        file_path text NOT NULL UNIQUE,
        file_name text NOT NULL,
        size bigint NOT NULL,
        content_type text NOT NULL,
        created_by text,
        created_at timestamptz NOT NULL DEFAULT now());
      CREATE INDEX assignment_attachments_assignment ON ${s}.assignment_attachments (assignment_id, id);
    `.execute(db);
  },
};

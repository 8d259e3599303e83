import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// Classroom notifications sent once (docs/classroom.md): a row per message claimed before it is sent,
// so a second run of a job (or a second server) sends nothing new. kind 'due' keys an assignment and a
// student (ref 0); kind 'digest' keys a teacher and each submission version reported (ref = its id).
export const classroomNotices: Migration = {
  version: '042-classroom-notices',
  async up(db, schema) {
    const s = sql.id(schema);
    await sql`
      CREATE TABLE ${s}.classroom_notices (
        kind text NOT NULL, assignment_id integer NOT NULL REFERENCES ${s}.assignments(id) ON DELETE CASCADE,
        party_id integer NOT NULL, ref bigint NOT NULL DEFAULT 0, sent_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (kind, assignment_id, party_id, ref));
    `.execute(db);
  },
};

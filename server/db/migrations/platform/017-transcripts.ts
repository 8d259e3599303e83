import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// Official transcripts issued as PDF (server/records/): each has a random verification code that
// the public page /verify-transcript/:code checks without sign-in. The row keeps the digest of what
// was printed and the few figures the page shows (school, date, GPA, credits), nothing else
// personal; it lives in the platform schema because the page knows no tenant.
export const transcripts: Migration = {
  version: '017-transcripts',
  async up(db) {
    await sql`
      CREATE TABLE platform.issued_transcripts (
        code text PRIMARY KEY,
        tenant_id integer NOT NULL REFERENCES platform.tenants(id) ON DELETE CASCADE,
        student_party_id integer NOT NULL,
        digest text NOT NULL,
        gpa_unweighted numeric(4,2),
        gpa_weighted numeric(4,2),
        credits numeric(6,2) NOT NULL DEFAULT 0,
        issued_by uuid,
        issued_at timestamptz NOT NULL DEFAULT now());
      CREATE INDEX issued_transcripts_student ON platform.issued_transcripts (tenant_id, student_party_id);
    `.execute(db);
  },
};

import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// Transcripts and student accounts (docs/records.md): a course's credits and level (regular,
// honors, AP: the weighted GPA's bonus), and the ledger of a student's charges, payments, refunds
// and adjustments. Amounts are signed as they move the balance: a charge raises what is owed, a
// payment or refund-credit lowers it; a refund points at the payment it returns. external_ref
// holds a Stripe Checkout Session id so a paid checkout lands once.
export const studentRecords: Migration = {
  version: '016-student-records',
  async up(db, schema) {
    const s = sql.id(schema);
    await sql`
      ALTER TABLE ${s}.courses
        ADD COLUMN credits numeric(4,2) NOT NULL DEFAULT 1 CHECK (credits >= 0 AND credits <= 20),
        ADD COLUMN course_level text NOT NULL DEFAULT 'regular' CHECK (course_level IN ('regular', 'honors', 'ap'));
      CREATE TABLE ${s}.student_transactions (
        id serial PRIMARY KEY,
        student_party_id integer NOT NULL REFERENCES ${s}.parties(party_id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('charge', 'payment', 'refund', 'adjustment')),
        amount numeric(12,2) NOT NULL CHECK (amount <> 0),
        description text NOT NULL DEFAULT '',
        occurred_on date NOT NULL DEFAULT current_date,
        refund_of integer REFERENCES ${s}.student_transactions(id),
        external_ref text UNIQUE,
        created_by uuid,
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((kind = 'refund') = (refund_of IS NOT NULL)));
      CREATE INDEX student_transactions_student ON ${s}.student_transactions (student_party_id, occurred_on, id);
    `.execute(db);
  },
};

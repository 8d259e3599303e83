import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// Assignments gain a category, a description and a published/draft status; a grade gains a mark
// (late, missing, excused) and a version for the gradebook's save-as-you-type. The reports and
// dashboards (server/gradebook/reports-queries.ts, dashboard.ts) read these; excused and ungraded scores
// are left out of every average and median. Announcements are the dashboard's notices per role.
export const gradebook: Migration = {
  version: '006-gradebook',
  async up(db, schema) {
    const s = sql.id(schema);
    await sql`
      ALTER TABLE ${s}.assignments
        ADD COLUMN category text NOT NULL DEFAULT 'homework'
          CHECK (category IN ('homework', 'quiz', 'test', 'project', 'lab', 'other')),
        ADD COLUMN description text NOT NULL DEFAULT '',
        ADD COLUMN status text NOT NULL DEFAULT 'published' CHECK (status IN ('published', 'draft')),
        ADD COLUMN created_at timestamptz NOT NULL DEFAULT now();
      CREATE INDEX assignments_due ON ${s}.assignments (due_date);
      ALTER TABLE ${s}.grades
        ADD COLUMN mark text CHECK (mark IN ('late', 'missing', 'excused')),
        ADD COLUMN version integer NOT NULL DEFAULT 1;
      CREATE TABLE ${s}.announcements (
        id serial PRIMARY KEY, title text NOT NULL, body text NOT NULL DEFAULT '',
        roles jsonb NOT NULL DEFAULT '[]', publish_at date NOT NULL DEFAULT current_date, expires_at date,
        created_by uuid, version integer NOT NULL DEFAULT 1, created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (expires_at IS NULL OR expires_at >= publish_at));
    `.execute(db);
  },
};

import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// The delivery job of each logged message (docs/messaging.md, "Delivery rate"): a message is
// committed first and claimed by a job just after (job_id set in the job's transaction); one still
// without a job after a crash is found by the partial index and queued by the sweep. Rows logged
// before this migration got their job in the same transaction, so they are marked as claimed.
export const notificationJobs: Migration = {
  version: '035-notification-jobs',
  async up(db) {
    await sql`
      ALTER TABLE platform.notification_log ADD COLUMN job_id uuid;
      UPDATE platform.notification_log SET job_id = '00000000-0000-0000-0000-000000000000';
      CREATE INDEX notification_log_without_job ON platform.notification_log (id) WHERE job_id IS NULL`.execute(db);
  },
};

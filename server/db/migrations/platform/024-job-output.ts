import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// A job run may leave a file for whoever started it (a grade's transcripts, server/records/
// grade-transcripts-job.ts): its path in the file service, so /admin/batch-jobs links to it.
export const jobOutput: Migration = {
  version: '024-job-output',
  async up(db) {
    await sql`ALTER TABLE platform.job_runs ADD COLUMN output_path text`.execute(db);
  },
};

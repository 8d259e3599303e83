import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// The evaluation reports operators upload (`npm run eval`'s report.json, server/ai-eval-reports):
// a platform table, so every server of a deployment shows the same reports at /ai/eval-reports.
// One row per uploaded report: its model and run date (copied out of the report to sort and pick
// the latest per model), the report itself, and who uploaded it when.
export const aiEvalReports: Migration = {
  version: '043-ai-eval-reports',
  async up(db) {
    await sql`
      CREATE TABLE platform.ai_eval_reports (
        id serial PRIMARY KEY,
        model text NOT NULL,
        run_date date NOT NULL,
        report jsonb NOT NULL,
        uploaded_by uuid NOT NULL,
        uploaded_by_email text NOT NULL,
        uploaded_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX ai_eval_reports_latest ON platform.ai_eval_reports (model, run_date DESC, id DESC);
      CREATE INDEX ai_eval_reports_uploaded ON platform.ai_eval_reports (uploaded_at DESC, id DESC);
    `.execute(db);
  },
};

import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// The checks by code a teacher tool's answer failed at generation time (server/ai-eval/output-checks.ts,
// docs/ai-tools.md), kept with its usage row: the page warns the teacher at once, and the rate-limits
// page counts flagged outputs per user and tool, so an operator sees how often a model misses in use.
export const aiUsageChecks: Migration = {
  version: '045-ai-usage-checks',
  async up(db) {
    await sql`ALTER TABLE platform.ai_usage ADD COLUMN failed_checks text[] NOT NULL DEFAULT '{}'`.execute(db);
  },
};

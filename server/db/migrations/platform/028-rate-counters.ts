import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// Rate-limit counters shared by every server when REDIS_URL is not set (server/counters).
// UNLOGGED: a crash may lose them, which only forgives some recent hits; writes skip the WAL.
export const rateCounters: Migration = {
  version: '028-rate-counters',
  async up(db) {
    await sql`CREATE UNLOGGED TABLE platform.rate_counters (
      key text PRIMARY KEY,
      count integer NOT NULL,
      reset_at timestamptz NOT NULL
    )`.execute(db);
  },
};

import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// Provider sessions ended by signing out: their access tokens (which carry the session id, sid)
// are refused by every server until expires_at, the latest expiry of a token of that session.
export const revokedSessions: Migration = {
  version: '004-revoked-sessions',
  async up(db) {
    await sql`
      CREATE TABLE platform.revoked_sessions (
        sid text PRIMARY KEY,
        revoked_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX revoked_sessions_expires ON platform.revoked_sessions (expires_at);
    `.execute(db);
  },
};

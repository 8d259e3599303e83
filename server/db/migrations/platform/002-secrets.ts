import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// Secrets the servers make once and share through the database (the identity provider's cookie key).
export const secrets: Migration = {
  version: '002-secrets',
  async up(db) {
    await sql`
      CREATE TABLE platform.secrets (
        name text PRIMARY KEY,
        value text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX oidc_payloads_expires ON platform.oidc_payloads (expires_at);
    `.execute(db);
  },
};

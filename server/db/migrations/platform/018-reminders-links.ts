import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// Messaging, second part (docs/messaging.md), in the platform schema with the other messaging
// tables since the jobs run outside any one tenant:
// - document_reminders: one row per document and expiry date whose owner was told, so a daily run
//   never reminds twice (a renewed document, with a new date, is told again)
// - password_links: the links invites and password resets send; signed, expiring, used once
export const remindersLinks: Migration = {
  version: '018-reminders-links',
  async up(db) {
    await sql`
      CREATE TABLE platform.document_reminders (
        tenant_id integer NOT NULL REFERENCES platform.tenants(id),
        document_id integer NOT NULL,
        expires_on date NOT NULL,
        log_id bigint,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (tenant_id, document_id, expires_on)
      );
      CREATE TABLE platform.password_links (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        purpose text NOT NULL CHECK (purpose IN ('invite', 'reset')),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX password_links_user ON platform.password_links (user_id);
    `.execute(db);
  },
};

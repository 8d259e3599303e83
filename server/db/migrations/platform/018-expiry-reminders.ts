import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// Document expiry reminders (server/documents/expiry-job.ts, docs/messaging.md): one row per
// document and expiry date whose owner was told, so a daily run never reminds twice (a renewed
// document, with a new date, is told again). In the platform schema with the other messaging
// tables, since the job runs outside any one tenant.
export const expiryReminders: Migration = {
  version: '018-expiry-reminders',
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
    `.execute(db);
  },
};

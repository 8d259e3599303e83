import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// Messaging lives in the platform schema with a tenant_id column (docs/messaging.md): the delivery
// job and the job engine run outside any one tenant, and template defaults are shared by all.
// - notification_log: every message, its status and the SMTP server's last answer
// - notification_templates: tenant_id NULL is the platform default, a row with a tenant overrides it
// - job_schedules: cron schedules the schedulers screen edits; the engine (pg-boss) runs them
// - job_runs: who started a batch job and how far it got; the engine keeps the job itself
// - user_notifications: the in-app list behind the header bell
// The job engine's own tables are created by pg-boss in the schema pgboss.
export const messaging: Migration = {
  version: '006-messaging',
  async up(db) {
    await sql`
      CREATE TABLE platform.notification_log (
        id bigserial PRIMARY KEY,
        tenant_id integer REFERENCES platform.tenants(id),
        event text NOT NULL,
        recipient text NOT NULL,
        subject text NOT NULL DEFAULT '',
        body_html text NOT NULL DEFAULT '',
        body_text text NOT NULL DEFAULT '',
        status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed', 'not_sent')),
        attempts integer NOT NULL DEFAULT 0,
        error text,
        message_id text NOT NULL,
        created_by uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX notification_log_tenant ON platform.notification_log (tenant_id, created_at DESC);

      CREATE TABLE platform.notification_templates (
        id serial PRIMARY KEY,
        tenant_id integer REFERENCES platform.tenants(id),
        event text NOT NULL,
        subject text NOT NULL,
        mjml text NOT NULL,
        body_text text NOT NULL DEFAULT '',
        version integer NOT NULL DEFAULT 1,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX notification_templates_event ON platform.notification_templates (coalesce(tenant_id, 0), event);

      CREATE TABLE platform.job_schedules (
        name text PRIMARY KEY,
        cron text NOT NULL,
        enabled boolean NOT NULL DEFAULT true,
        version integer NOT NULL DEFAULT 1,
        updated_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE platform.job_runs (
        job_id uuid PRIMARY KEY,
        job_type text NOT NULL,
        tenant_id integer REFERENCES platform.tenants(id),
        started_by uuid,
        progress integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE platform.user_notifications (
        id bigserial PRIMARY KEY,
        user_id uuid NOT NULL,
        event text NOT NULL,
        title text NOT NULL,
        link text,
        read_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX user_notifications_user ON platform.user_notifications (user_id, created_at DESC);
    `.execute(db);
  },
};

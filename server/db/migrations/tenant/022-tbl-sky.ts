import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// A school's own table templates (docs/tables.md): a saved layout over one list query of the
// catalogue (columns, filters, sort), checked against the query's declaration on every write.
// The SKY API connection (docs/sky-api.md): one row per school; tokens and the subscription key
// are sealed like the AI provider keys (server/secrets), never stored in the clear.
export const tblSky: Migration = {
  version: '022-tbl-sky',
  async up(db, schema) {
    const s = sql.id(schema);
    await sql`
      CREATE TABLE ${s}.tbl_templates (
        id serial PRIMARY KEY,
        template_name text NOT NULL,
        description text NOT NULL DEFAULT '',
        master_template_id integer,
        bizobjfile text NOT NULL,
        api text NOT NULL,
        columns jsonb NOT NULL,
        filters jsonb NOT NULL DEFAULT '[]',
        sort jsonb NOT NULL DEFAULT '[]',
        created_by uuid,
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT tbl_templates_name UNIQUE (template_name));
      CREATE TABLE ${s}.sky_api_connection (
        id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        client_id text NOT NULL DEFAULT '',
        client_secret_sealed text,
        subscription_key_sealed text,
        access_token_sealed text,
        refresh_token_sealed text,
        token_expires_at timestamptz,
        sync_users boolean NOT NULL DEFAULT true,
        sync_sections boolean NOT NULL DEFAULT true,
        sync_enrollments boolean NOT NULL DEFAULT true,
        connected_at timestamptz,
        connected_by uuid,
        last_test_at timestamptz,
        last_test_result jsonb,
        version integer NOT NULL DEFAULT 1,
        updated_at timestamptz NOT NULL DEFAULT now());
      CREATE TABLE ${s}.sky_api_oauth_states (
        state text PRIMARY KEY,
        code_verifier text NOT NULL,
        user_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now());
    `.execute(db);
  },
};

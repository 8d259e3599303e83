import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// AI teacher tools: daily quotas per tenant and role, usage per generation, and the teachers'
// saved outputs (my collection). Quota rows with tenant_id NULL are the platform defaults; a
// tenant's own row for the same role_name replaces the default. role_name '*' limits the tenant
// as a whole; any other role_name limits each user acting in that role.
export const aiTools: Migration = {
  version: '003-ai-tools',
  async up(db) {
    await sql`
      CREATE TABLE platform.ai_quotas (
        id serial PRIMARY KEY,
        tenant_id integer REFERENCES platform.tenants(id) ON DELETE CASCADE,
        role_name text NOT NULL,
        requests_per_day integer CHECK (requests_per_day >= 0),
        tokens_per_day integer CHECK (tokens_per_day >= 0),
        version integer NOT NULL DEFAULT 1,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX ai_quotas_scope ON platform.ai_quotas (coalesce(tenant_id, 0), role_name);

      CREATE TABLE platform.ai_usage (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        day date NOT NULL DEFAULT (now() AT TIME ZONE 'utc')::date,
        tenant_id integer NOT NULL,
        user_id uuid NOT NULL,
        role_name text NOT NULL,
        tool_slug text NOT NULL,
        status text NOT NULL DEFAULT 'started' CHECK (status IN ('started', 'done', 'error', 'aborted')),
        model text,
        prompt_tokens integer NOT NULL DEFAULT 0,
        completion_tokens integer NOT NULL DEFAULT 0,
        total_tokens integer NOT NULL DEFAULT 0,
        duration_ms integer
      );
      CREATE INDEX ai_usage_tenant_day_user ON platform.ai_usage (tenant_id, day, user_id);

      CREATE TABLE platform.ai_saved_outputs (
        id bigserial PRIMARY KEY,
        tenant_id integer NOT NULL REFERENCES platform.tenants(id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        tool_slug text NOT NULL,
        title text NOT NULL,
        inputs jsonb NOT NULL DEFAULT '{}',
        output text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX ai_saved_outputs_owner ON platform.ai_saved_outputs (tenant_id, user_id, created_at DESC);

      INSERT INTO platform.ai_quotas (tenant_id, role_name, requests_per_day, tokens_per_day) VALUES
        (NULL, '*', 5000, 5000000),
        (NULL, 'admin', 300, 300000),
        (NULL, 'teacher', 200, 200000),
        (NULL, 'ind-teacher', 200, 200000),
        (NULL, 'home-school', 100, 100000),
        (NULL, 'student', 0, 0);
    `.execute(db);
  },
};

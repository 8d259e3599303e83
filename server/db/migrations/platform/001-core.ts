import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// Tenants, identities (the embedded identity provider's accounts), app users, roles and their
// permission lists, settings, app controls (blocked paths), prompt templates, model providers,
// the identity provider's own storage, and the audit log.
export const core: Migration = {
  version: '001-core',
  async up(db) {
    await sql`
      CREATE TABLE platform.tenants (
        id serial PRIMARY KEY,
        name text NOT NULL UNIQUE,
        title text NOT NULL,
        tenant_model text NOT NULL DEFAULT 'B2B' CHECK (tenant_model IN ('B2B', 'B2CU')),
        config jsonb NOT NULL,
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended')),
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX tenants_schema_name ON platform.tenants ((config->>'schema_name'));

      CREATE TABLE platform.identities (
        sub uuid PRIMARY KEY,
        email text NOT NULL UNIQUE,
        password_hash text NOT NULL,
        given_name text,
        family_name text,
        email_verified boolean NOT NULL DEFAULT true,
        disabled boolean NOT NULL DEFAULT false,
        failed_count integer NOT NULL DEFAULT 0,
        locked_until timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE platform.app_users (
        user_id uuid PRIMARY KEY,
        tenant_id integer NOT NULL REFERENCES platform.tenants(id),
        party_id integer,
        email text NOT NULL UNIQUE,
        first_name text NOT NULL DEFAULT '',
        last_name text NOT NULL DEFAULT '',
        roles jsonb NOT NULL DEFAULT '{"access": []}',
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled', 'invited')),
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX app_users_tenant ON platform.app_users (tenant_id);

      CREATE TABLE platform.roles (
        id serial PRIMARY KEY,
        tenant_id integer REFERENCES platform.tenants(id),
        role_name text NOT NULL,
        description text NOT NULL DEFAULT '',
        role_permissions jsonb NOT NULL DEFAULT '[]',
        version integer NOT NULL DEFAULT 1,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX roles_tenant_name ON platform.roles (coalesce(tenant_id, 0), role_name);

      CREATE TABLE platform.settings (
        tenant_id integer PRIMARY KEY REFERENCES platform.tenants(id),
        current_year_term text NOT NULL,
        year_term_arr jsonb NOT NULL DEFAULT '[]',
        data jsonb NOT NULL DEFAULT '{}',
        version integer NOT NULL DEFAULT 1,
        updated_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE platform.app_controls (
        id serial PRIMARY KEY,
        tenant_id integer UNIQUE REFERENCES platform.tenants(id),
        blocked_paths jsonb NOT NULL DEFAULT '[]',
        version integer NOT NULL DEFAULT 1,
        updated_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE platform.prompt_templates (
        id serial PRIMARY KEY,
        tenant_id integer REFERENCES platform.tenants(id),
        template_name text NOT NULL,
        tool_slug text,
        body text NOT NULL,
        default_template text NOT NULL DEFAULT 'Y' CHECK (default_template IN ('Y', 'N')),
        version integer NOT NULL DEFAULT 1,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX prompt_templates_name ON platform.prompt_templates (coalesce(tenant_id, 0), template_name);

      CREATE TABLE platform.app_providers (
        id serial PRIMARY KEY,
        tenant_id integer UNIQUE REFERENCES platform.tenants(id),
        provider_name text NOT NULL,
        base_url text NOT NULL,
        model text NOT NULL,
        api_key_enc text,
        version integer NOT NULL DEFAULT 1,
        updated_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE platform.oidc_payloads (
        id text NOT NULL,
        kind text NOT NULL,
        payload jsonb NOT NULL,
        grant_id text,
        user_code text,
        uid text,
        expires_at timestamptz,
        consumed_at timestamptz,
        PRIMARY KEY (kind, id)
      );
      CREATE INDEX oidc_payloads_grant ON platform.oidc_payloads (grant_id);
      CREATE INDEX oidc_payloads_uid ON platform.oidc_payloads (uid);

      CREATE TABLE platform.signing_keys (
        kid text PRIMARY KEY,
        jwk jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE platform.audit_log (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        tenant_id integer,
        user_id uuid,
        action text NOT NULL,
        resource text NOT NULL,
        record_id text,
        before jsonb,
        after jsonb
      );
      CREATE INDEX audit_log_tenant_at ON platform.audit_log (tenant_id, at DESC);
    `.execute(db);
  },
};

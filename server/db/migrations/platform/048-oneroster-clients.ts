import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// Our OneRoster 1.2 REST read endpoints (server/oneroster-rest, docs/oneroster-rest.md): the
// OAuth 2 clients a school administrator creates for the tools that pull its roster (the secret
// kept only as a SHA-256 hash), and the short-lived bearer tokens issued to them (hashed too).
// Both name the school, so the token alone decides whose roster a request reads.
export const oneRosterClients: Migration = {
  version: '048-oneroster-clients',
  async up(db) {
    await sql`
      CREATE TABLE platform.oneroster_clients (
        client_id text PRIMARY KEY,
        tenant_id int NOT NULL REFERENCES platform.tenants(id) ON DELETE CASCADE,
        name text NOT NULL,
        secret_hash text NOT NULL,
        created_by uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz
      );
      CREATE INDEX oneroster_clients_tenant ON platform.oneroster_clients (tenant_id);
      CREATE TABLE platform.oneroster_tokens (
        token_hash text PRIMARY KEY,
        client_id text NOT NULL REFERENCES platform.oneroster_clients(client_id) ON DELETE CASCADE,
        tenant_id int NOT NULL REFERENCES platform.tenants(id) ON DELETE CASCADE,
        scope text NOT NULL,
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX oneroster_tokens_expiry ON platform.oneroster_tokens (expires_at);
    `.execute(db);
  },
};

import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// Sign-in with the school's own account (server/identity/upstream-*.ts, docs/sign-in-with-school.md).
// Platform tables, because the sign-in page knows no tenant until the provider is chosen:
// - identity_providers: a school's upstream OpenID Connect provider (Google Workspace, Microsoft
//   Entra, ...): issuer, our client id and sealed secret there, the button label, the e-mail domains
//   that may sign in through it, and the role of an account made on first sign-in (none: refuse).
// - upstream_states: one started sign-in (state, nonce, PKCE verifier, the browser's cookie hash,
//   the embedded provider's interaction it finishes), used once within minutes.
export const upstreamSignIn: Migration = {
  version: '047-upstream-sign-in',
  async up(db) {
    await sql`
      CREATE TABLE platform.identity_providers (
        id serial PRIMARY KEY,
        tenant_id int NOT NULL REFERENCES platform.tenants(id) ON DELETE CASCADE,
        label text NOT NULL,
        issuer text NOT NULL,
        client_id text NOT NULL,
        client_secret_enc text NOT NULL,
        allowed_domains text[] NOT NULL,
        create_role text CHECK (create_role IN ('student', 'teacher')),
        enabled boolean NOT NULL DEFAULT true,
        version int NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (tenant_id, issuer, client_id)
      );
      CREATE INDEX identity_providers_domains ON platform.identity_providers USING gin (allowed_domains);
      CREATE TABLE platform.upstream_states (
        state_hash text PRIMARY KEY,
        provider_id int NOT NULL REFERENCES platform.identity_providers(id) ON DELETE CASCADE,
        interaction_uid text NOT NULL,
        nonce text NOT NULL,
        code_verifier text NOT NULL,
        browser_hash text NOT NULL,
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX upstream_states_expires ON platform.upstream_states (expires_at);
    `.execute(db);
  },
};

import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// LTI 1.3 tool (server/lti, docs/lti.md). Platform tables, because a launch names its platform
// (issuer + client id) before anyone knows the tenant:
// - lti_platforms: a school's registration of an LMS (Canvas, Moodle...): its issuer, our client id
//   there, the deployment ids it may launch from, its key set, sign-in and token URLs.
// - lti_keys: the tool's own signing keys (newest signs; older ones stay published until retired).
// - lti_states: the state and nonce of each login initiation, used once within minutes.
// - lti_user_links: which of our users a platform's `sub` is (found again at every launch).
// - lti_deep_links: a deep-linking request waiting for the teacher's pick (one use, minutes):
//   where the answer goes and the platform's `data` to echo.
// - sign_in_tickets: one-time sign-ins another verifier hands to the embedded provider's login
//   (server/identity/sign-in-tickets.ts): a code in a URL, then a cookie, each used once.
export const lti: Migration = {
  version: '041-lti',
  async up(db) {
    await sql`
      CREATE TABLE platform.lti_platforms (
        id serial PRIMARY KEY,
        tenant_id int NOT NULL REFERENCES platform.tenants(id) ON DELETE CASCADE,
        name text NOT NULL,
        issuer text NOT NULL,
        client_id text NOT NULL,
        deployment_ids text[] NOT NULL,
        jwks_url text NOT NULL,
        auth_url text NOT NULL,
        token_url text NOT NULL,
        version int NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (issuer, client_id)
      );
      CREATE INDEX lti_platforms_tenant ON platform.lti_platforms (tenant_id);
      CREATE TABLE platform.lti_keys (
        kid text PRIMARY KEY,
        jwk jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        retired_at timestamptz
      );
      CREATE TABLE platform.lti_states (
        state text PRIMARY KEY,
        nonce text NOT NULL,
        platform_id int NOT NULL REFERENCES platform.lti_platforms(id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX lti_states_expires ON platform.lti_states (expires_at);
      CREATE TABLE platform.lti_user_links (
        platform_id int NOT NULL REFERENCES platform.lti_platforms(id) ON DELETE CASCADE,
        sub text NOT NULL,
        user_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (platform_id, sub)
      );
      CREATE TABLE platform.lti_deep_links (
        token_hash text PRIMARY KEY,
        platform_id int NOT NULL REFERENCES platform.lti_platforms(id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        deployment_id text NOT NULL,
        return_url text NOT NULL,
        data text,
        expires_at timestamptz NOT NULL
      );
      CREATE TABLE platform.sign_in_tickets (
        id bigserial PRIMARY KEY,
        code_hash text UNIQUE,
        cookie_hash text UNIQUE,
        user_id uuid NOT NULL,
        landing text NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      );
      CREATE INDEX sign_in_tickets_expires ON platform.sign_in_tickets (expires_at);
    `.execute(db);
  },
};

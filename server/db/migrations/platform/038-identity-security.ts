import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// Security fixes of the identity and payment parts:
// - session_ends: an account's sessions ended by a password reset or change or by disabling it. Every
//   access token of that subject issued up to ended_at is refused by every server (server/auth/
//   revocations.ts) until expires_at, by when all of them have expired anyway.
// - oidc_payloads by account: ending the sessions also deletes the provider's sessions, grants and
//   refresh tokens of the account, found by this index.
// - stripe_events.outcome and note: what a verified event did, and why one was refused (a checkout
//   whose amount is not the plan's price), where operators look for payment events.
export const identitySecurity: Migration = {
  version: '038-identity-security',
  async up(db) {
    await sql`
      CREATE TABLE platform.session_ends (
        sub text PRIMARY KEY,
        ended_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX session_ends_expires ON platform.session_ends (expires_at);
      CREATE INDEX oidc_payloads_account ON platform.oidc_payloads ((payload->>'accountId'));
      ALTER TABLE platform.stripe_events ADD COLUMN outcome text, ADD COLUMN note text;
    `.execute(db);
  },
};

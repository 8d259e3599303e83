import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// Security fixes of the identity and payment parts:
// - session_ends: an account's sessions ended by a password reset or change or by disabling it. Every
//   access token of that subject issued up to ended_at is refused by every server (server/auth/
//   revocations.ts) until expires_at, by when all of them have expired anyway.
//   Disabling an app user does it in the same transaction (a trigger), so a refused or rolled-back
//   disable ends nothing, whichever code or script changes the status.
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

      CREATE FUNCTION platform.end_sessions_of_disabled() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO platform.session_ends (sub, ended_at, expires_at)
        VALUES (NEW.user_id::text, clock_timestamp(), clock_timestamp() + interval '1 day')
        ON CONFLICT (sub) DO UPDATE SET ended_at = greatest(platform.session_ends.ended_at, EXCLUDED.ended_at),
          expires_at = greatest(platform.session_ends.expires_at, EXCLUDED.expires_at);
        DELETE FROM platform.oidc_payloads WHERE payload->>'accountId' = NEW.user_id::text;
        RETURN NULL;
      END $$;
      CREATE TRIGGER app_users_disabled_end_sessions AFTER UPDATE OF status ON platform.app_users
        FOR EACH ROW WHEN (NEW.status = 'disabled' AND OLD.status IS DISTINCT FROM 'disabled')
        EXECUTE FUNCTION platform.end_sessions_of_disabled();
    `.execute(db);
  },
};

// The embedded provider's accounts (platform.identities): claims for tokens, and password
// sign-in with a lockout after repeated failures.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { DUMMY_HASH, verifyPassword } from './password.ts';

export interface Identity {
  sub: string;
  email: string;
  given_name: string | null;
  family_name: string | null;
  email_verified: boolean;
  disabled: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findIdentity(db: Db, sub: string): Promise<Identity | undefined> {
  if (!UUID.test(sub)) return undefined;
  const res = await sql<Identity>`
    SELECT sub, email, given_name, family_name, email_verified, disabled
    FROM platform.identities WHERE sub = ${sub}::uuid`.execute(db);
  return res.rows[0];
}

/** OpenID claims of an identity (standard names, plus Keycloak's preferred_username). */
export function identityClaims(i: Identity) {
  const name = [i.given_name, i.family_name].filter(Boolean).join(' ');
  return {
    sub: i.sub,
    email: i.email,
    email_verified: i.email_verified,
    preferred_username: i.email,
    given_name: i.given_name ?? undefined,
    family_name: i.family_name ?? undefined,
    name: name || undefined,
  };
}

export type SignInResult =
  { ok: true; sub: string } | { ok: false; reason: 'invalid' | 'locked' | 'disabled'; lockedSeconds?: number };

export interface LockoutPolicy {
  maxFailures: number;
  lockoutSeconds: number;
}

interface LoginRow {
  sub: string;
  password_hash: string;
  disabled: boolean;
  locked_for: number | null;
}

/** Checks a password. Unknown accounts are compared against a dummy hash, so they cost the same
 * time and give the same answer as a wrong password. */
export async function signIn(db: Db, login: string, password: string, policy: LockoutPolicy): Promise<SignInResult> {
  const email = login.trim().toLowerCase();
  const res = await sql<LoginRow>`
    SELECT sub, password_hash, disabled,
           ceil(extract(epoch FROM locked_until - now()))::int AS locked_for
    FROM platform.identities WHERE lower(email) = ${email}`.execute(db);
  const row = res.rows[0];
  const matches = await verifyPassword(password, row?.password_hash ?? DUMMY_HASH);
  if (!row) return { ok: false, reason: 'invalid' };
  if (row.locked_for !== null && row.locked_for > 0)
    return { ok: false, reason: 'locked', lockedSeconds: row.locked_for };
  if (!matches) {
    // One statement, so concurrent failures all count.
    const upd = await sql<{ failed_count: number }>`
      UPDATE platform.identities SET
        failed_count = CASE WHEN locked_until IS NOT NULL AND locked_until <= now() THEN 1 ELSE failed_count + 1 END,
        locked_until = CASE
          WHEN (CASE WHEN locked_until IS NOT NULL AND locked_until <= now() THEN 1 ELSE failed_count + 1 END) >= ${policy.maxFailures}
          THEN now() + make_interval(secs => ${policy.lockoutSeconds}) ELSE NULL END
      WHERE sub = ${row.sub} RETURNING failed_count`.execute(db);
    const count = upd.rows[0]?.failed_count ?? 0;
    if (count >= policy.maxFailures) return { ok: false, reason: 'locked', lockedSeconds: policy.lockoutSeconds };
    return { ok: false, reason: 'invalid' };
  }
  if (row.disabled) return { ok: false, reason: 'disabled' };
  await sql`UPDATE platform.identities SET failed_count = 0, locked_until = NULL WHERE sub = ${row.sub}`.execute(db);
  return { ok: true, sub: row.sub };
}

// The embedded provider's accounts (platform.identities): claims for tokens, and password sign-in.
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

export type SignInResult = { ok: true; sub: string } | { ok: false; reason: 'invalid' | 'disabled' };

interface LoginRow {
  sub: string;
  password_hash: string;
  disabled: boolean;
}

/** Checks a password. Unknown accounts are compared against a dummy hash and nothing is written for
 * any failure, so an unknown account and a wrong password cost the same time and give the same
 * answer. Repeated failures are slowed down by the login throttle, not by locking the account,
 * which anyone knowing the address could do to keep its owner out. A disabled account is only
 * named to someone who gave its password. */
export async function signIn(db: Db, login: string, password: string): Promise<SignInResult> {
  const email = login.trim().toLowerCase();
  const res = await sql<LoginRow>`
    SELECT sub, password_hash, disabled FROM platform.identities WHERE lower(email) = ${email}`.execute(db);
  const row = res.rows[0];
  const matches = await verifyPassword(password, row?.password_hash ?? DUMMY_HASH);
  if (!row || !matches) return { ok: false, reason: 'invalid' };
  if (row.disabled) return { ok: false, reason: 'disabled' };
  return { ok: true, sub: row.sub };
}

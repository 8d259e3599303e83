// The links invites and password resets send (docs/messaging.md): a random id stored in
// platform.password_links with its purpose and expiry, signed with a key derived from SECRET_KEY
// (or the generated cookie key), and used once. Redeeming sets the password through the identity
// admin (server/identity-admin) and marks the link used in the same transaction.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { loadCookieKeys } from '../identity/keys.ts';
import { ApiError } from '../errors.ts';
import type { IdentityAdmin } from './identity-admin.ts';

export type LinkPurpose = 'invite' | 'reset';
export const LINK_TTL_HOURS: Record<LinkPurpose, number> = { invite: 7 * 24, reset: 24 };

const sign = async (db: Db, secretKey: string | undefined, id: string) => {
  const [key] = await loadCookieKeys(db, secretKey);
  return createHmac('sha256', `password-links:${key}`).update(id).digest('base64url');
};

const invalid = () =>
  new ApiError(400, 'invalid_link', 'This link is not valid any more. Ask your school for a new one.');

/** a new single-use link for the account's password */
export async function issuePasswordLink(
  db: Db,
  config: { publicUrl: string; secretKey?: string },
  userId: string,
  purpose: LinkPurpose,
): Promise<string> {
  const id = randomUUID();
  await sql`INSERT INTO platform.password_links (id, user_id, purpose, expires_at)
    VALUES (${id}, ${userId}, ${purpose}, now() + ${`${LINK_TTL_HOURS[purpose]} hours`}::interval)`.execute(db);
  const token = `${id}.${await sign(db, config.secretKey, id)}`;
  return new URL(`/set-password?token=${encodeURIComponent(token)}`, config.publicUrl).toString();
}

/** Uses up every outstanding link of the account: after a new password (a redeemed link, a change
 * or a reset) no older link may set another one. */
export async function voidPasswordLinks(db: Db, userId: string): Promise<void> {
  await sql`UPDATE platform.password_links SET used_at = now()
    WHERE user_id = ${userId} AND used_at IS NULL`.execute(db);
}

/** sets the password of the link's account and uses the link up; 400 invalid_link otherwise */
export async function redeemPasswordLink(
  db: Db,
  secretKey: string | undefined,
  identities: IdentityAdmin,
  token: string,
  password: string,
): Promise<void> {
  const [id, mac] = token.split('.');
  if (!id || !mac || !/^[0-9a-f-]{36}$/.test(id)) throw invalid();
  const expected = Buffer.from(await sign(db, secretKey, id));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid();
  await db.transaction().execute(async (trx) => {
    // FOR UPDATE: two redeems of one link queue here, and the second finds it used
    const link = (
      await sql<{ user_id: string }>`SELECT user_id FROM platform.password_links
        WHERE id = ${id} AND used_at IS NULL AND expires_at > now() FOR UPDATE`.execute(trx)
    ).rows[0];
    if (!link) throw invalid();
    await sql`UPDATE platform.password_links SET used_at = now() WHERE id = ${id}`.execute(trx);
    await identities.setPassword(trx, link.user_id, password);
  });
}

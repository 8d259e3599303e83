// One-time sign-ins for people another verifier has vouched for (an LTI launch, server/lti): the
// embedded provider's login page takes one instead of a password. Three steps, each used once:
//   issue(userId, landing)  → a code, put in a URL by the verifier's page (2 minutes)
//   exchange(code)          → a cookie secret (the code is spent); the browser goes to `landing`,
//                             the app starts its normal sign-in, and the login page
//   take(cookie header)     → the user id (the cookie is spent), finishing that sign-in.
// Only hashes are stored, so a database reader cannot use a ticket.
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export const TICKET_COOKIE = 'lms_sign_in_ticket';
export const TICKET_SECONDS = 120;

const hash = (s: string) => createHash('sha256').update(s).digest('base64url');
const secret = () => randomBytes(32).toString('base64url');

/** Stores a ticket for `userId` that lands on `landing` (an app path); answers its code. */
export async function issueTicket(db: Db, userId: string, landing: string): Promise<string> {
  const code = secret();
  await sql`DELETE FROM platform.sign_in_tickets WHERE expires_at < now() - interval '1 day'`.execute(db);
  await sql`INSERT INTO platform.sign_in_tickets (code_hash, user_id, landing, expires_at)
    VALUES (${hash(code)}, ${userId}, ${landing}, now() + make_interval(secs => ${TICKET_SECONDS}))`.execute(db);
  return code;
}

/** Spends the code; answers the cookie secret and the landing path, or undefined (unknown, used, expired). */
export async function exchangeTicket(db: Db, code: string): Promise<{ cookie: string; landing: string } | undefined> {
  const cookie = secret();
  const r = await sql<{ landing: string }>`UPDATE platform.sign_in_tickets
    SET code_hash = NULL, cookie_hash = ${hash(cookie)}
    WHERE code_hash = ${hash(code)} AND used_at IS NULL AND expires_at > now() RETURNING landing`.execute(db);
  const row = r.rows[0];
  return row ? { cookie, landing: row.landing } : undefined;
}

/** The ticket cookie's value in a Cookie header, if any. */
export function ticketCookie(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === TICKET_COOKIE) return part.slice(eq + 1).trim() || undefined;
  }
  return undefined;
}

/** Spends the cookie's ticket; answers the user id of an enabled identity, or undefined. */
export async function takeTicket(db: Db, cookie: string): Promise<string | undefined> {
  const r = await sql<{ user_id: string }>`UPDATE platform.sign_in_tickets t SET used_at = now()
    FROM platform.identities i
    WHERE t.cookie_hash = ${hash(cookie)} AND t.used_at IS NULL AND t.expires_at > now()
      AND i.sub = t.user_id AND NOT i.disabled
    RETURNING t.user_id::text`.execute(db);
  return r.rows[0]?.user_id;
}

/** The Set-Cookie value for the secret (or, without one, clearing it); only the login page reads it. */
export function ticketCookieHeader(value: string | undefined, loginPath: string, secure: boolean): string {
  const attrs = [`Path=${loginPath}`, 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
  return value
    ? [`${TICKET_COOKIE}=${value}`, `Max-Age=${TICKET_SECONDS}`, ...attrs].join('; ')
    : [`${TICKET_COOKIE}=`, 'Max-Age=0', ...attrs].join('; ');
}

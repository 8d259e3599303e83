// The user an LTI launch is (docs/lti.md): found by the link platform + sub, or made on the first
// launch in the registration's school, in one transaction: a sign-in identity with a password
// nobody knows (they sign in through the platform; an administrator can send a set-password link),
// the app user with the mapped role, and the link. The platform's e-mail is used when no account
// has it yet; otherwise the account gets an address of its own under lti.invalid. A returning user
// who lacks the launch's role gets it; a disabled one is refused.
import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { hashPassword } from '../identity/password.ts';
import { unknownPassword } from '../identity-admin/unknown-password.ts';
import { LtiRefusal } from './pages.ts';
import type { Launch } from './verify.ts';

const str = (v: unknown, max: number) => (typeof v === 'string' ? v.trim().slice(0, max) : '');
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function launchUser(db: Db, launch: Launch): Promise<string> {
  const { platform, claims, sub, role } = launch;
  const hash = await hashPassword(unknownPassword());
  return db.transaction().execute(async (trx) => {
    // two first launches of one person at once: the second waits and finds the first one's link
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`lti:${platform.id}:${sub}`}))`.execute(trx);
    const linked = await sql<{ user_id: string; status: string; roles: { access?: string[] } }>`
      SELECT u.user_id, u.status, u.roles FROM platform.lti_user_links l
      JOIN platform.app_users u ON u.user_id = l.user_id AND u.tenant_id = ${platform.tenant_id}
      WHERE l.platform_id = ${platform.id} AND l.sub = ${sub} FOR UPDATE OF u`.execute(trx);
    const user = linked.rows[0];
    if (user) {
      if (user.status === 'disabled') throw new LtiRefusal(403, 'lti_account', 'Your account here is disabled');
      if (!(user.roles?.access ?? []).includes(role))
        await sql`UPDATE platform.app_users SET roles = jsonb_build_object('access',
          coalesce(roles->'access', '[]'::jsonb) || to_jsonb(${role}::text)), version = version + 1, updated_at = now()
          WHERE user_id = ${user.user_id}`.execute(trx);
      return user.user_id;
    }
    const first = str(claims.given_name, 100) || str(claims.name, 100).split(' ')[0] || 'LTI';
    const last = str(claims.family_name, 100) || (role === 'teacher' ? 'Teacher' : 'Student');
    const claimed = str(claims.email, 320).toLowerCase();
    const own = `${createHash('sha256').update(`${platform.id}:${sub}`).digest('hex').slice(0, 20)}@lti.invalid`;
    const userId = randomUUID();
    const taken = claimed
      ? (
          await sql`SELECT 1 FROM platform.identities WHERE lower(email) = ${claimed}
          UNION ALL SELECT 1 FROM platform.app_users WHERE lower(email) = ${claimed}`.execute(trx)
        ).rows.length > 0
      : true;
    const email = !taken && EMAIL.test(claimed) ? claimed : own;
    await sql`INSERT INTO platform.identities (sub, email, password_hash, given_name, family_name, email_verified)
      VALUES (${userId}, ${email}, ${hash}, ${first}, ${last}, false)`.execute(trx);
    await sql`INSERT INTO platform.app_users (user_id, tenant_id, email, first_name, last_name, roles)
      VALUES (${userId}, ${platform.tenant_id}, ${email}, ${first}, ${last},
        jsonb_build_object('access', jsonb_build_array(${role}::text)))`.execute(trx);
    await sql`INSERT INTO platform.lti_user_links (platform_id, sub, user_id)
      VALUES (${platform.id}, ${sub}, ${userId})
      ON CONFLICT (platform_id, sub) DO UPDATE SET user_id = EXCLUDED.user_id, created_at = now()`.execute(trx);
    return userId;
  });
}

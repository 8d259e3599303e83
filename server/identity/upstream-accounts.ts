// Who a verified upstream sign-in is (docs/sign-in-with-school.md): the account whose address is the
// id_token's e-mail, which the provider must say is verified. An address of another school's account
// is refused; an account of the provider's own school signs in when its address is in a domain the
// school allows. With no account, one is made when the school allows it (with the role it
// chose, a password nobody knows), else refused. Nothing is written for a refusal.
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { hashPassword } from './password.ts';
import { UpstreamRefusal, type UpstreamClaims } from './upstream-oidc.ts';
import { domainOf, type UpstreamProvider } from './upstream-providers.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const str = (v: unknown, max: number) => (typeof v === 'string' ? v.trim().slice(0, max) : '');

/** The verified address of the claims (Entra states domain ownership as xms_edov instead). */
function verifiedEmail(claims: UpstreamClaims): string {
  const email = str(claims.email, 320).toLowerCase();
  const verified = claims.email_verified === true || claims.email_verified === 'true' || claims.xms_edov === true;
  if (!email || !EMAIL.test(email) || !verified)
    throw new UpstreamRefusal(
      403,
      'upstream_email_unverified',
      "Your school's sign-in service did not confirm a verified e-mail address for you",
    );
  return email;
}

function checkDomain(p: UpstreamProvider, email: string) {
  if (!p.allowed_domains.includes(domainOf(email)))
    throw new UpstreamRefusal(403, 'upstream_domain', `Addresses at ${domainOf(email)} cannot sign in this way`);
}

interface Match {
  sub: string;
  disabled: boolean;
  tenant_id: number | null;
  status: string | null;
}

export async function upstreamUser(db: Db, p: UpstreamProvider, claims: UpstreamClaims): Promise<string> {
  const email = verifiedEmail(claims);
  const hash = await hashPassword(randomBytes(24).toString('base64url'));
  return db.transaction().execute(async (trx) => {
    // two first sign-ins of one person at once: the second waits and finds the first one's account
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`upstream:${email}`}))`.execute(trx);
    const found = await sql<Match>`SELECT i.sub::text, i.disabled, u.tenant_id, u.status
      FROM platform.identities i LEFT JOIN platform.app_users u ON u.user_id = i.sub
      WHERE lower(i.email) = ${email}`.execute(trx);
    const match = found.rows[0];
    if (match) {
      if (match.tenant_id !== p.tenant_id)
        throw new UpstreamRefusal(
          403,
          'upstream_other_school',
          `Your account is not an account of ${p.tenant_title}; sign in the way your own school does`,
        );
      checkDomain(p, email);
      if (match.disabled || match.status === 'disabled')
        throw new UpstreamRefusal(403, 'upstream_account_disabled', 'This account is disabled');
      return match.sub;
    }
    checkDomain(p, email);
    const user = await sql<{
      one: number;
    }>`SELECT 1 AS one FROM platform.app_users WHERE lower(email) = ${email}`.execute(trx);
    if (user.rows.length)
      throw new UpstreamRefusal(403, 'upstream_other_school', 'This address belongs to another account');
    if (!p.create_role)
      throw new UpstreamRefusal(
        403,
        'upstream_no_account',
        `${p.tenant_title} has no account for ${email}; ask your school's administrator to add you`,
      );
    const userId = randomUUID();
    const first = str(claims.given_name, 100) || str(claims.name, 100).split(' ')[0] || email.split('@')[0];
    const last = str(claims.family_name, 100);
    await sql`INSERT INTO platform.identities (sub, email, password_hash, given_name, family_name, email_verified)
      VALUES (${userId}, ${email}, ${hash}, ${first}, ${last || null}, true)`.execute(trx);
    await sql`INSERT INTO platform.app_users (user_id, tenant_id, email, first_name, last_name, roles)
      VALUES (${userId}, ${p.tenant_id}, ${email}, ${first}, ${last},
        jsonb_build_object('access', jsonb_build_array(${p.create_role}::text)))`.execute(trx);
    return userId;
  });
}

// Every password set through the identity store (a redeemed link, a change, an administrator's
// create, a sign-up) meets the password rules (server/identity/password-rules.ts) or is refused
// with 422 password_rejected, saying why at the `password` field, before anything is written.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import { passwordProblem } from '../identity/password-rules.ts';
import type { IdentityAdmin } from './identity-admin.ts';

function check(password: string, minLength: number, email: string | undefined) {
  const problem = passwordProblem(password, { minLength, email });
  if (problem) throw new ApiError(422, 'password_rejected', problem, { fields: { password: problem } });
}

/** the account's sign-in address: its app user's, else the embedded provider's identity */
async function emailOf(db: Db, sub: string): Promise<string | undefined> {
  const r = await sql<{ email: string }>`
    SELECT email FROM platform.app_users WHERE user_id::text = ${sub}
    UNION ALL SELECT email FROM platform.identities WHERE sub::text = ${sub} LIMIT 1`.execute(db);
  return r.rows[0]?.email;
}

export function checkingPasswords(admin: IdentityAdmin, minLength: number): IdentityAdmin {
  return {
    ...admin,
    async create(db, identity) {
      check(identity.password, minLength, identity.email);
      return admin.create(db, identity);
    },
    async setPassword(db, sub, password) {
      check(password, minLength, await emailOf(db, sub));
      return admin.setPassword(db, sub, password);
    },
  };
}

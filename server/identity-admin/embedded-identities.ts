// The embedded provider's identities (platform.identities): the rows its login form checks.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { hashPassword } from '../identity/password.ts';
import { destroyAccountPayloads } from '../identity/adapter.ts';
import { IdentityExistsError, type IdentityAdmin } from './identity-admin.ts';

export const embeddedIdentities: IdentityAdmin = {
  kind: 'embedded',
  async create(db, i) {
    const hash = await hashPassword(i.password);
    const sub = randomUUID();
    const res = await sql<{ sub: string }>`
      INSERT INTO platform.identities (sub, email, password_hash, given_name, family_name)
      VALUES (${sub}, ${i.email}, ${hash}, ${i.firstName}, ${i.lastName})
      ON CONFLICT (email) DO NOTHING RETURNING sub`.execute(db);
    if (!res.rows.length) throw new IdentityExistsError(i.email);
    return sub;
  },
  async setPassword(db, sub, password) {
    const hash = await hashPassword(password);
    await sql`UPDATE platform.identities SET password_hash = ${hash} WHERE sub = ${sub}`.execute(db);
  },
  async setEnabled(db, sub, enabled) {
    await sql`UPDATE platform.identities SET disabled = ${!enabled} WHERE sub = ${sub}`.execute(db);
  },
  async setName(db, sub, firstName, lastName) {
    await sql`UPDATE platform.identities SET given_name = ${firstName}, family_name = ${lastName}
      WHERE sub = ${sub}`.execute(db);
  },
  async remove(db, sub) {
    await sql`DELETE FROM platform.identities WHERE sub = ${sub}`.execute(db);
  },
  // the provider's sessions, grants, codes and refresh tokens of the account
  endSessions: destroyAccountPayloads,
};

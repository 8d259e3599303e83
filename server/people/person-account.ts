// Giving a person record (a teacher) a sign-in account: the identity is created through
// IdentityAdmin with a random password nobody is told (after commit, the person is mailed an invite
// with a set-password link, docs/messaging.md), and the app user row
// for this school with the given role, both before the transaction and removed again if it fails;
// inside it, the person record is linked to the account (and the action audited). A person
// without an e-mail, or one that already has an account, is refused at its id.
import { sql } from 'kysely';
import { conflict, invalidField } from '../errors.ts';
import { unknownPassword } from '../identity-admin/unknown-password.ts';
import { emailInUse, identityCall, mailPasswordLink } from '../resources/definitions/user-common.ts';
import type { ActionDef } from '../resources/types.ts';

export function createAccountAction(role: string, permission: string): ActionDef {
  return {
    label: 'Give sign-in account',
    permission,
    check(row) {
      if (row.user_id) throw conflict('This person already has a sign-in account', 'in_use');
      if (!row.email) throw invalidField('email', 'Add an e-mail address first: it is the sign-in name');
    },
    async before(row, _input, ctx, { db, identities }) {
      const email = String(row.email).trim().toLowerCase();
      const taken = await sql<{
        found: number;
      }>`SELECT 1 AS found FROM platform.app_users WHERE lower(email) = ${email}`.execute(db);
      if (taken.rows.length) throw emailInUse();
      const sub = await identityCall(() =>
        identities.create(db, {
          email,
          firstName: String(row.first_name),
          lastName: String(row.last_name),
          password: unknownPassword(),
        }),
      );
      try {
        await sql`INSERT INTO platform.app_users (user_id, tenant_id, party_id, email, first_name, last_name, roles)
          VALUES (${sub}, ${ctx.tenant.id}, ${row.party_id}, ${email}, ${row.first_name}, ${row.last_name},
                  ${JSON.stringify({ access: [role] })}::jsonb)`.execute(db);
      } catch (err) {
        await identities.remove(db, sub);
        throw err;
      }
      return { userId: sub, identityStore: identities.kind };
    },
    async undo(_row, output, _ctx, { db, identities }) {
      await sql`DELETE FROM platform.app_users WHERE user_id = ${String(output.userId)}`.execute(db);
      await identities.remove(db, String(output.userId));
    },
    async apply(row, _input, ctx, trx) {
      const r = await sql<{ user_id: string }>`SELECT user_id FROM platform.app_users
        WHERE party_id = ${row.party_id} AND tenant_id = ${ctx.tenant.id} ORDER BY created_at DESC LIMIT 1`.execute(
        trx,
      );
      return { set: { user_id: r.rows[0].user_id } };
    },
    async after(_before, after, _input, ctx, services) {
      await mailPasswordLink(after, 'invite', ctx, services);
      return { mailedTo: String(after.email) };
    },
  };
}

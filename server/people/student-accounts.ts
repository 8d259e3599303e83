// The students' own account actions beside set_grade_level (docs/rostering.md, People pages): give
// a student a sign-in account (the one person-account pipeline, person-account.ts) and delete a
// student's sign-in account. Deleting removes the app user and the identity (IdentityAdmin, after
// commit) and unlinks the person record; the student's enrolments, grades and documents stay.
// Each id is answered on its own (server/resources/actions.ts): a student without an account is
// refused at its id with 409 no_account, one's own account with 403, the school's last active
// administrator with 409 last_admin.
import { sql } from 'kysely';
import { conflict, forbidden } from '../errors.ts';
import { identityCall, refuseLastAdmin } from '../resources/definitions/user-common.ts';
import type { ActionDef } from '../resources/types.ts';
import { createAccountAction } from './person-account.ts';
import { holds } from '../listmodel/column-access.ts';

const deleteAccount: ActionDef = {
  label: 'Delete sign-in account',
  permission: 'user.delete',
  check(row, _input, ctx) {
    if (!row.user_id)
      throw conflict(`${String(row.first_name)} ${String(row.last_name)} has no sign-in account`, 'no_account');
    if (row.user_id === ctx.principal.userId) throw forbidden('You cannot delete your own account', 'self_change');
  },
  async apply(row, _input, ctx, trx) {
    const userId = String(row.user_id);
    await refuseLastAdmin(trx, ctx.tenant.id, userId);
    await sql`DELETE FROM platform.app_users WHERE user_id = ${userId} AND tenant_id = ${ctx.tenant.id}`.execute(trx);
    return { set: { user_id: null } };
  },
  // the identity goes after commit, as a deleted user's does (users.ts)
  async after(before, _after, _input, _ctx, { db, identities }) {
    await identityCall(() => identities.remove(db, String(before.user_id)));
  },
};

// the invite goes to the student's address; the answer names it only to a holder of student.email
const createAccount = createAccountAction('student', 'user.create');
const createStudentAccount: ActionDef = {
  ...createAccount,
  async after(...args) {
    const out = await createAccount.after!(...args);
    return holds(args[3].principal, 'student.email') ? out : { mailed: true };
  },
};

export const STUDENT_ACCOUNT_ACTIONS: Record<string, ActionDef> = {
  create_account: createStudentAccount,
  delete_account: deleteAccount,
};

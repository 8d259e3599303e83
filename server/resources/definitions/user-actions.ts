// The users resource's named actions (server/resources/actions.ts): enable, disable, reset password
// and resend the invite (both mail a set-password link, docs/messaging.md; no password is ever
// answered), and setting the roles of many users at once. The identity store (embedded or Keycloak, through IdentityAdmin) is changed before the
// transaction and changed back if it fails; the app user's status and the audit record are written
// in it. Nobody disables their own account or sets their own roles; a disabled account gets no new
// password.
import { Type } from '@sinclair/typebox';
import { conflict, forbidden } from '../../errors.ts';
import { unknownPassword } from '../../identity-admin/unknown-password.ts';
import type { ActionDef, Row, WriteServices } from '../types.ts';
import { checkRoles, identityCall, mailPasswordLink, refuseLastAdmin, Roles } from './user-common.ts';

const setEnabled = ({ db, identities }: WriteServices, row: Row, on: boolean) =>
  identityCall(() => identities.setEnabled(db, String(row.user_id), on));

function status(to: 'active' | 'disabled', label: string): ActionDef {
  const on = to === 'active';
  return {
    label,
    permission: 'user.update',
    check(row, _input, ctx) {
      if (!on && row.user_id === ctx.principal.userId)
        throw forbidden('You cannot disable your own account', 'self_change');
    },
    // users already in that state are answered as they are, with no audit record
    before: async (row, _input, _ctx, services) => void (row.status !== to && (await setEnabled(services, row, on))),
    undo: async (row, _output, _ctx, services) => void (row.status !== to && (await setEnabled(services, row, !on))),
    async apply(row, _input, ctx, trx) {
      if (row.status === to) return { unchanged: true };
      if (!on) await refuseLastAdmin(trx, ctx.tenant.id, String(row.user_id));
      return { set: { status: to } };
    },
  };
}

/** mails the link and answers where it went */
async function mailLink(...args: Parameters<typeof mailPasswordLink>) {
  await mailPasswordLink(...args);
  return { mailedTo: String(args[0].email) };
}

export const USER_ACTIONS: Record<string, ActionDef> = {
  enable: status('active', 'Enable'),
  disable: status('disabled', 'Disable'),
  reset_password: {
    label: 'Reset password',
    permission: 'user.update',
    check(row) {
      if (row.status === 'disabled')
        throw conflict('Enable this account before resetting its password', 'account_disabled');
    },
    // the old password stops working (a random one nobody is told); the lockout is lifted
    async before(row, _input, _ctx, { db, identities }) {
      await identityCall(() => identities.setPassword(db, String(row.user_id), unknownPassword()));
      return { identityStore: identities.kind };
    },
    apply: () => ({}),
    // and a link to choose a password of one's own, by mail
    after: (_before, after, _input, ctx, services) => mailLink(after, 'reset', ctx, services),
  },
  resend_invite: {
    label: 'Resend invite',
    permission: 'user.update',
    check(row) {
      if (row.status === 'disabled') throw conflict('Enable this account before inviting it again', 'account_disabled');
    },
    // a new invite link; earlier links still work until used or expired
    apply: () => ({}),
    after: (_before, after, _input, ctx, services) => mailLink(after, 'invite', ctx, services),
  },
  set_roles: {
    label: 'Set roles',
    permission: 'user.update',
    input: Type.Object({ roles: { ...Roles, title: 'Roles' } }, { additionalProperties: false }),
    // the roles must be the school's own: checked once, a 400 at the field for the whole request
    async prepareInput(input, ctx, db) {
      const roles = Array.isArray(input.roles)
        ? (input.roles as string[])
        : (input.roles as { access: string[] }).access;
      await checkRoles(db, ctx, roles);
      return { roles: { access: roles } };
    },
    check(row, _input, ctx) {
      if (row.user_id === ctx.principal.userId)
        throw forbidden('You cannot change your own roles here; another administrator can', 'self_change');
    },
    async apply(row, input, ctx, trx) {
      if (JSON.stringify(row.roles) === JSON.stringify(input.roles)) return { unchanged: true };
      if (!(input.roles as { access: string[] }).access.includes('admin'))
        await refuseLastAdmin(trx, ctx.tenant.id, String(row.user_id));
      return { set: { roles: input.roles } };
    },
  },
};

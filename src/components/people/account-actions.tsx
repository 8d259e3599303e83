// Sign-in account actions for any list of accounts (users, teachers, independent teachers, families):
// enable, disable and reset password, run as the users resource's actions on the row's account
// (user-action.ts), so the identity store is changed only by the server through
// IdentityAdmin. A reset or a resent invite mails the person a set-password link; the dialog says so.
import { useState, type ReactNode } from 'react';
import { App } from 'antd';
import { LinkMailed, type MailedLink } from '../form/link-mailed.tsx';
import type { BulkAction, RowAction } from '../table/types.ts';
import { failureText } from '../../providers/data/run-action.ts';
import { userAction, type UserAction } from './user-action.ts';

export interface Account {
  userId: string;
  label: string;
  status: string;
}

const DONE: Partial<Record<UserAction, string>> = { enable: 'Enabled', disable: 'Disabled' };

/** Row and bulk actions over the rows' accounts, and the dialog that says where a link was mailed. */
export function useAccountActions<T>(
  accountOf: (row: T) => Account | undefined,
  refresh: () => Promise<unknown>,
  /** names the selected rows that have no account, so a bulk answer says who was left out */
  nameOf?: (row: T) => string,
): {
  rowActions: RowAction<T>[];
  bulkActions: BulkAction<T>[];
  dialog: ReactNode;
  showMailed: (m: MailedLink) => void;
  act: (action: UserAction, rows: T[], input?: Record<string, unknown>) => Promise<void>;
} {
  const { message } = App.useApp();
  const [mailed, setMailed] = useState<MailedLink>();

  // one request for one or many accounts; each answer is its own, so a failure names who and why
  // (the grid's bulk bar reports a thrown error and keeps the selection)
  const act = async (action: UserAction, rows: T[], input?: Record<string, unknown>) => {
    const accounts = rows.map(accountOf).filter((a): a is Account => Boolean(a));
    if (!accounts.length) throw new Error('None of them has a sign-in account');
    const answer = await userAction(
      action,
      accounts.map((a) => a.userId),
      input,
    );
    await refresh();
    const label = (id: string | number) => accounts.find((a) => a.userId === id)?.label ?? String(id);
    const to = answer.results.flatMap((r) => (r.ok && r.output?.mailedTo ? [label(r.id)] : []));
    const invite = action === 'resend_invite';
    if (to.length && (invite || action === 'reset_password'))
      setMailed({
        title: invite ? 'Invite sent' : 'Password reset',
        account: to.join(', '),
        purpose: invite ? 'invite' : 'reset',
      });
    const none = nameOf ? rows.filter((r) => !accountOf(r)).map((r) => `${nameOf(r)}: no sign-in account`) : [];
    const failed = [failureText(answer, label), ...none].filter(Boolean).join('; ');
    if (failed)
      throw new Error(`Done for ${answer.succeeded} of ${answer.results.length + none.length}. Not done: ${failed}`);
  };
  const one = (action: UserAction, r: T) =>
    act(action, [r]).then(
      () => void (DONE[action] && message.success(`${DONE[action]} ${accountOf(r)?.label ?? ''}`)),
      (e: Error) => message.error(e.message),
    );
  const status = (r: T) => accountOf(r)?.status;

  const rowActions: RowAction<T>[] = [
    {
      key: 'disable',
      label: 'Disable sign-in',
      permission: 'user.update',
      hidden: (r) => status(r) !== 'active' && status(r) !== 'invited',
      confirm: (r) =>
        `${accountOf(r)?.label} will be signed out at their next request and cannot sign in until enabled.`,
      run: (r) => one('disable', r),
    },
    {
      key: 'enable',
      label: 'Enable sign-in',
      permission: 'user.update',
      hidden: (r) => status(r) !== 'disabled',
      run: (r) => one('enable', r),
    },
    {
      key: 'reset',
      label: 'Reset password',
      permission: 'user.update',
      hidden: (r) => status(r) !== 'active' && status(r) !== 'invited',
      confirm: (r) =>
        `${accountOf(r)?.label}'s password stops working; they get an e-mail with a link to set a new one.`,
      run: (r) => one('reset_password', r),
    },
    {
      key: 'resend_invite',
      label: 'Resend invite',
      permission: 'user.update',
      hidden: (r) => status(r) !== 'active' && status(r) !== 'invited',
      run: (r) => one('resend_invite', r),
    },
  ];
  const bulkActions: BulkAction<T>[] = [
    { key: 'enable', label: 'Enable sign-in', permission: 'user.update', run: (rows) => act('enable', rows) },
    {
      key: 'reset',
      label: 'Reset password',
      permission: 'user.update',
      confirm: (rows) =>
        `Reset the passwords of ${rows.length} account(s)? Each gets an e-mail with a link to set a new one.`,
      run: (rows) => act('reset_password', rows),
    },
    {
      key: 'disable',
      label: 'Disable sign-in',
      permission: 'user.update',
      confirm: (rows) => `Disable sign-in for ${rows.length} account(s)? They cannot sign in until enabled.`,
      run: (rows) => act('disable', rows),
    },
  ];
  const dialog = <LinkMailed mailed={mailed} onClose={() => setMailed(undefined)} />;
  return { rowActions, bulkActions, dialog, showMailed: setMailed, act };
}

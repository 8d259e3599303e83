// Sign-in account actions for any list of people (teachers, independent teachers, families):
// enable, disable and reset password, run as the users resource's actions on the row's account
// (src/resources/users/user-api.ts), so the identity store is changed only by the server through
// IdentityAdmin. A reset answers a temporary password once; it is shown and never kept.
import { useState, type ReactNode } from 'react';
import { App } from 'antd';
import { OneTimeSecret } from '../../components/form/one-time-secret.tsx';
import type { BulkAction, RowAction } from '../../components/table/types.ts';
import { failureText } from '../../providers/data/run-action.ts';
import { userAction, type UserAction } from '../users/user-api.ts';

export interface Account {
  userId: string;
  label: string;
  status: string;
}

const DONE: Partial<Record<UserAction, string>> = { enable: 'Enabled', disable: 'Disabled' };

/** Row and bulk actions over the rows' accounts, and the dialog that shows new passwords. */
export function useAccountActions<T>(
  accountOf: (row: T) => Account | undefined,
  refresh: () => Promise<unknown>,
): { rowActions: RowAction<T>[]; bulkActions: BulkAction<T>[]; dialog: ReactNode } {
  const { message } = App.useApp();
  const [secrets, setSecrets] = useState<{ account: string; secret: string }[]>([]);

  const act = async (action: UserAction, rows: T[]) => {
    const accounts = rows.map(accountOf).filter((a): a is Account => Boolean(a));
    if (!accounts.length) throw new Error('None of them has a sign-in account');
    const answer = await userAction(
      action,
      accounts.map((a) => a.userId),
    );
    await refresh();
    const label = (id: string | number) => accounts.find((a) => a.userId === id)?.label ?? String(id);
    const passwords = answer.results.flatMap((r) =>
      r.ok && r.output ? [{ account: label(r.id), secret: r.output.temporaryPassword }] : [],
    );
    if (passwords.length) setSecrets(passwords);
    const failed = failureText(answer, label);
    if (failed) throw new Error(`Done for ${answer.succeeded} of ${answer.results.length}. Not done: ${failed}`);
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
      confirm: (r) => `${accountOf(r)?.label} cannot sign in until enabled again.`,
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
      confirm: (r) => `${accountOf(r)?.label}'s password is replaced by a temporary one that you pass on.`,
      run: (r) => one('reset_password', r),
    },
  ];
  const bulkActions: BulkAction<T>[] = [
    {
      key: 'reset',
      label: 'Reset passwords',
      permission: 'user.update',
      confirm: (rows) => `Replace the passwords of ${rows.length} account(s) by temporary ones that you pass on?`,
      run: (rows) => act('reset_password', rows),
    },
    {
      key: 'disable',
      label: 'Disable sign-in',
      permission: 'user.update',
      confirm: (rows) => `Disable sign-in for ${rows.length} account(s)?`,
      run: (rows) => act('disable', rows),
    },
  ];
  const secret = secrets[0];
  const dialog = (
    <OneTimeSecret
      open={Boolean(secret)}
      title="Password reset"
      account={secret?.account ?? ''}
      secret={secret?.secret ?? ''}
      onClose={() => setSecrets((x) => x.slice(1))}
    />
  );
  return { rowActions, bulkActions, dialog };
}

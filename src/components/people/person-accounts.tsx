// Sign-in accounts of person records (teachers, students): "Give sign-in account" runs the person
// resource's create_account action (server/people/person-account.ts: the identity through
// IdentityAdmin, an invite with a set-password link mailed), one row or many, each answered on its
// own; the list's dialog names who was mailed an invite.
import { App } from 'antd';
import type { BulkAction, RowAction } from '../table/types.ts';
import type { MailedLink } from '../form/link-mailed.tsx';
import { failureText, runAction } from '../../providers/data/run-action.ts';

export interface PersonRow {
  id: number;
  user_id: string | null;
}

/** Runs a person resource's action on rows, refreshes, and throws the not-done ones by name. */
export async function personAction<T extends PersonRow, O = Record<string, unknown>>(
  resource: string,
  action: string,
  rows: T[],
  label: (r: T) => string,
  refresh: () => Promise<unknown>,
) {
  const answer = await runAction<T, O>(
    resource,
    action,
    rows.map((r) => r.id),
  );
  await refresh();
  const name = (id: string | number) => label(rows.find((r) => r.id === id)!);
  const failed = failureText(answer, name);
  const outputs = answer.results.flatMap((r) => (r.ok && r.output ? [{ name: name(r.id), output: r.output }] : []));
  if (failed)
    return {
      outputs,
      error: new Error(`Done for ${answer.succeeded} of ${answer.results.length}. Not done: ${failed}`),
    };
  return { outputs };
}

export function useCreateAccounts<T extends PersonRow>(
  resource: string,
  label: (r: T) => string,
  refresh: () => Promise<unknown>,
  /** the list's one "link mailed" dialog (useAccountActions' showMailed) */
  setMailed: (m: MailedLink) => void,
): { rowAction: RowAction<T>; bulkAction: BulkAction<T> } {
  const { message } = App.useApp();
  const create = async (rows: T[]) => {
    const done = await personAction(resource, 'create_account', rows, label, refresh);
    // named, not addressed: a student's address is shown only with student.email
    const to = done.outputs.map((o) => o.name);
    if (to.length) setMailed({ title: 'Sign-in account created', account: to.join(', '), purpose: 'invite' });
    if (done.error) throw done.error;
  };
  const confirm = (rows: T[]) =>
    `Create a sign-in account for ${rows.map(label).join(', ')}? Each gets an e-mail with a link to set a password.`;
  return {
    rowAction: {
      key: 'create_account',
      label: 'Give sign-in account',
      permission: 'user.create',
      hidden: (r) => Boolean(r.user_id),
      confirm: (r) => confirm([r]),
      run: (r) => create([r]).catch((e: Error) => void message.error(e.message)),
    },
    bulkAction: {
      key: 'create_account',
      label: 'Give sign-in account',
      permission: 'user.create',
      confirm,
      run: create,
    },
  };
}

// /admin/users (user.read): the school's app users, their roles and status; invite, edit,
// enable/disable, reset password and resend invite (both mail a set-password link), delete (one or
// many), history.
import { useState } from 'react';
import { App, Badge, Button, Space, Tag } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { useDelete, useDeleteMany, useInvalidate, useUpdate } from '@refinedev/core';
import { DataGrid } from '../../components/table/data-grid.tsx';
import { RecordHistory, type HistoryTarget } from '../../components/table/record-history.tsx';
import { useHeldPermissions } from '../../components/table/use-held-permissions.ts';
import type { GridColumn, RowAction, BulkAction } from '../../components/table/types.ts';
import { LinkMailed, type MailedLink } from '../../components/form/link-mailed.tsx';
import { failureText } from '../../providers/data/run-action.ts';
import { inviteUser, userAction, type UserAction, type UserRow } from './user-api.ts';
import { EditUserDrawer, InviteDrawer, SetRolesDrawer, type EditValues, type InviteValues } from './user-forms.tsx';
import { useRoleOptions } from './use-role-options.ts';
import { selectFilter } from '../../components/table/select-filter.ts';

const RESOURCE = '/admin/users';
const STATUS_COLOR = { active: 'success', invited: 'processing', disabled: 'default' } as const;

const columns: GridColumn<UserRow>[] = [
  { field: 'last_name', title: 'Name', sorter: true, render: (_v, r) => `${r.first_name} ${r.last_name}` },
  { field: 'email', title: 'E-mail', sorter: true },
  {
    field: 'roles',
    title: 'Roles',
    render: (_v, r) => (
      <Space size={4} wrap>
        {(r.roles?.access ?? []).map((x) => (
          <Tag key={x}>{x}</Tag>
        ))}
      </Space>
    ),
  },
  {
    field: 'status',
    title: 'Status',
    sorter: true,
    render: (v) => <Badge status={STATUS_COLOR[v as UserRow['status']] ?? 'default'} text={String(v)} />,
  },
  {
    field: 'created_at',
    title: 'Created',
    sorter: true,
    hidden: true,
    render: (v) => new Date(String(v)).toLocaleDateString(),
  },
];

export default function UsersList() {
  const { message } = App.useApp();
  const roles = useRoleOptions();
  const invalidate = useInvalidate();
  const { mutateAsync: update } = useUpdate();
  const { mutateAsync: remove } = useDelete();
  const { mutateAsync: removeMany } = useDeleteMany();
  const canInvite = useHeldPermissions(['user.create']).has('user.create');
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<UserRow>();
  // the bulk bar waits for the drawer: done when saved, an error when closed without saving
  const [settingRoles, setSettingRoles] = useState<{ rows: UserRow[]; done: () => void; cancel: () => void }>();
  // whom an invite or reset link was mailed to (a bulk reset: everyone it was done for)
  const [mailed, setMailed] = useState<MailedLink>();
  const [history, setHistory] = useState<HistoryTarget>();
  const refresh = () => invalidate({ resource: RESOURCE, invalidates: ['list', 'many', 'detail'] });

  const onInvite = async (v: InviteValues) => {
    const r = await inviteUser(v);
    await refresh();
    setMailed({ title: 'User invited', account: r.data.email, purpose: 'invite' });
  };
  const onEdit = async (v: EditValues) => {
    await update({
      resource: RESOURCE,
      id: editing!.id,
      values: { ...v, version: editing!.version },
      successNotification: false,
    });
    message.success(`Saved ${editing!.email}`);
  };
  // what a row action says when done (a reset or invite says where the link went instead)
  const DONE: Partial<Record<UserAction, string>> = { enable: 'Enabled', disable: 'Disabled' };
  // one request for one or many users; each user's answer is its own, so a failure names who and why
  // (the grid's bulk bar reports a thrown error and keeps the selection)
  const act = async (action: UserAction, rows: UserRow[], input?: Record<string, unknown>) => {
    const answer = await userAction(
      action,
      rows.map((r) => r.id),
      input,
    );
    await refresh();
    const email = (id: string | number) => rows.find((r) => r.id === id)?.email ?? String(id);
    const to = answer.results.flatMap((r) => (r.ok && r.output?.mailedTo ? [r.output.mailedTo] : []));
    if (to.length && (action === 'reset_password' || action === 'resend_invite')) {
      const invite = action === 'resend_invite';
      setMailed({
        title: invite ? 'Invite sent' : 'Password reset',
        account: to.join(', '),
        purpose: invite ? 'invite' : 'reset',
      });
    }
    const failed = failureText(answer, email);
    if (failed) throw new Error(`Done for ${answer.succeeded} of ${answer.results.length}. Not done: ${failed}`);
  };
  const one = (action: UserAction, r: UserRow) =>
    act(action, [r]).then(
      () => void (DONE[action] && message.success(`${DONE[action]} ${r.email}`)),
      (e: Error) => message.error(e.message),
    );

  const rowActions: RowAction<UserRow>[] = [
    { key: 'edit', label: 'Edit', permission: 'user.update', run: setEditing },
    {
      key: 'disable',
      label: 'Disable',
      permission: 'user.update',
      hidden: (r) => r.status === 'disabled',
      confirm: (r) => `${r.email} will be signed out at their next request and cannot sign in until enabled.`,
      run: (r) => one('disable', r),
    },
    {
      key: 'enable',
      label: 'Enable',
      permission: 'user.update',
      hidden: (r) => r.status !== 'disabled',
      run: (r) => one('enable', r),
    },
    {
      key: 'reset',
      label: 'Reset password',
      permission: 'user.update',
      hidden: (r) => r.status === 'disabled',
      confirm: (r) => `${r.email}'s password stops working; they get an e-mail with a link to set a new one.`,
      run: (r) => one('reset_password', r),
    },
    {
      key: 'resend_invite',
      label: 'Resend invite',
      permission: 'user.update',
      hidden: (r) => r.status === 'disabled',
      run: (r) => one('resend_invite', r),
    },
    {
      key: 'history',
      label: 'History',
      permission: 'logs.read',
      run: (r) => setHistory({ resource: 'users', recordId: r.id, label: r.email }),
    },
    {
      key: 'delete',
      label: 'Delete',
      danger: true,
      permission: 'user.delete',
      confirm: (r) => `Delete ${r.email}? Their account and sign-in are removed; this cannot be undone.`,
      run: (r) => remove({ resource: RESOURCE, id: r.id, values: { version: r.version } }).catch(() => undefined),
    },
  ];
  const bulkActions: BulkAction<UserRow>[] = [
    { key: 'enable', label: 'Enable', permission: 'user.update', run: (rows) => act('enable', rows) },
    {
      key: 'disable',
      label: 'Disable',
      permission: 'user.update',
      confirm: (rows) => `Disable ${rows.length} user(s)? They cannot sign in until enabled.`,
      run: (rows) => act('disable', rows),
    },
    {
      key: 'reset',
      label: 'Reset password',
      permission: 'user.update',
      confirm: (rows) =>
        `Reset the passwords of ${rows.length} user(s)? Each gets an e-mail with a link to set a new one.`,
      run: (rows) => act('reset_password', rows),
    },
    {
      key: 'roles',
      label: 'Set roles',
      permission: 'user.update',
      run: (rows) =>
        new Promise<void>((done, fail) =>
          setSettingRoles({ rows, done, cancel: () => fail(new Error('Set roles: closed')) }),
        ),
    },
    {
      key: 'delete',
      label: 'Delete',
      danger: true,
      permission: 'user.delete',
      confirm: (rows) => `Delete ${rows.length} user(s)? This cannot be undone.`,
      run: (rows) => removeMany({ resource: RESOURCE, ids: rows.map((r) => r.id) }),
    },
  ];

  return (
    <>
      <DataGrid<UserRow>
        id="admin-users"
        titleLevel={1}
        resource={RESOURCE}
        title="Users"
        description="The people who sign in to this school, the roles they act in, and whether they may sign in."
        actions={
          canInvite ? (
            <Button type="primary" icon={<UserAddOutlined />} onClick={() => setInviting(true)}>
              Invite user
            </Button>
          ) : null
        }
        columns={columns}
        rowKey="id"
        rowLabel={(r) => r.email}
        search={{ field: 'search', placeholder: 'Search name or e-mail' }}
        filters={[
          selectFilter('status', 'Status', ['active', 'invited', 'disabled']),
          { field: 'role_names', label: 'Role', kind: 'select', operator: 'contains', options: roles },
        ]}
        initialSorters={[{ field: 'last_name', order: 'asc' }]}
        rowActions={rowActions}
        bulkActions={bulkActions}
        emptyText="No users yet"
      />
      <InviteDrawer open={inviting} roles={roles} onSubmit={onInvite} onClose={() => setInviting(false)} />
      <EditUserDrawer user={editing} roles={roles} onSubmit={onEdit} onClose={() => setEditing(undefined)} />
      <SetRolesDrawer
        users={settingRoles?.rows ?? []}
        roles={roles}
        onSubmit={async (v) => {
          await act('set_roles', settingRoles!.rows, v);
          settingRoles!.done();
        }}
        onClose={() => {
          settingRoles?.cancel();
          setSettingRoles(undefined);
        }}
      />
      <LinkMailed mailed={mailed} onClose={() => setMailed(undefined)} />
      <RecordHistory target={history} onClose={() => setHistory(undefined)} />
    </>
  );
}

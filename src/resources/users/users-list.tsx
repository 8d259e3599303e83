// /admin/users (user.read): the school's app users, their roles and status; invite, edit,
// enable/disable, reset password and resend invite (both mail a set-password link), delete (one or
// many), history.
import { useState } from 'react';
import { App, Space, Tag } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { useDelete, useDeleteMany, useInvalidate, useUpdate } from '@refinedev/core';
import { EntityListPage } from '../../components/table/entity-list-page.tsx';
import { RecordHistory, type HistoryTarget } from '../../components/table/record-history.tsx';
import { badgeColumn, createdColumn } from '../../components/table/grid-columns.tsx';
import type { GridColumn, RowAction, BulkAction } from '../../components/table/types.ts';
import { inviteUser, type UserRow } from './user-api.ts';
import { useAccountActions } from '../../components/people/account-actions.tsx';
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
  badgeColumn<UserRow>('status', 'Status', STATUS_COLOR, 'default'),
  createdColumn<UserRow>(),
];

export default function UsersList() {
  const { message } = App.useApp();
  const roles = useRoleOptions();
  const invalidate = useInvalidate();
  const { mutateAsync: update } = useUpdate();
  const { mutateAsync: remove } = useDelete();
  const { mutateAsync: removeMany } = useDeleteMany();
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<UserRow>();
  // the bulk bar waits for the drawer: done when saved, an error when closed without saving
  const [settingRoles, setSettingRoles] = useState<{ rows: UserRow[]; done: () => void; cancel: () => void }>();
  const [history, setHistory] = useState<HistoryTarget>();
  const refresh = () => invalidate({ resource: RESOURCE, invalidates: ['list', 'many', 'detail'] });
  const accounts = useAccountActions<UserRow>((r) => ({ userId: r.id, label: r.email, status: r.status }), refresh);

  const onInvite = async (v: InviteValues) => {
    const r = await inviteUser(v);
    await refresh();
    accounts.showMailed({ title: 'User invited', account: r.data.email, purpose: 'invite' });
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
  const rowActions: RowAction<UserRow>[] = [
    { key: 'edit', label: 'Edit', permission: 'user.update', run: setEditing },
    ...accounts.rowActions,
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
    ...accounts.bulkActions,
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
    <EntityListPage<UserRow>
      page={{
        shape: { name: 'users', label: 'User', uiPath: RESOURCE },
        id: 'admin-users',
        title: 'Users',
        description: 'The people who sign in to this school, the roles they act in, and whether they may sign in.',
        create: 'user.create',
        createLabel: 'Invite user',
        createIcon: <UserAddOutlined />,
        onCreate: () => setInviting(true),
        columns,
        rowLabel: (r) => r.email,
        search: 'Search name or e-mail',
        filters: [
          selectFilter('status', 'Status', ['active', 'invited', 'disabled']),
          { field: 'role_names', label: 'Role', kind: 'select', operator: 'contains', options: roles },
        ],
        sort: 'last_name',
        rowActions: () => rowActions,
        bulkActions: () => bulkActions,
        after: (
          <>
            <InviteDrawer open={inviting} roles={roles} onSubmit={onInvite} onClose={() => setInviting(false)} />
            <EditUserDrawer user={editing} roles={roles} onSubmit={onEdit} onClose={() => setEditing(undefined)} />
            <SetRolesDrawer
              users={settingRoles?.rows ?? []}
              roles={roles}
              onSubmit={async (v) => {
                await accounts.act('set_roles', settingRoles!.rows, v);
                settingRoles!.done();
              }}
              onClose={() => {
                settingRoles?.cancel();
                setSettingRoles(undefined);
              }}
            />
            {accounts.dialog}
            <RecordHistory target={history} onClose={() => setHistory(undefined)} />
          </>
        ),
      }}
    />
  );
}

// /admin/roles (role.read): the school's roles, their permission lists (edited at
// /admin/role-permissions/:roleId), new roles, descriptions, deletion of unused roles, history;
// the access matrix answers "why can't I?". Operators also see the platform's default roles.
import { useState } from 'react';
import { Space, Tag, Tooltip } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useCreate, useDelete, useUpdate } from '@refinedev/core';
import { EntityListPage } from '../../components/table/entity-list-page.tsx';
import { RecordHistory, type HistoryTarget } from '../../components/table/record-history.tsx';
import type { GridColumn, RowAction } from '../../components/table/types.ts';
import { ADMIN_ROLE, EXPLICIT_ONLY_PERMISSIONS } from '../../policies/permissions.ts';
import { useIsOperator } from '../../providers/auth/use-is-operator.ts';
import { BUILT_IN_ROLES } from '../../shared/rules/role-rules.ts';
import { RoleDrawer, type RoleRow, type RoleValues } from './role-forms.tsx';
import { PlatformRoles } from './platform-roles.tsx';

const RESOURCE = '/admin/roles';

const columns: GridColumn<RoleRow>[] = [
  {
    field: 'role_name',
    title: 'Role',
    sorter: true,
    render: (v) => (
      <Space>
        {String(v)}
        {BUILT_IN_ROLES.includes(String(v)) ? <Tag>built in</Tag> : null}
      </Space>
    ),
  },
  { field: 'description', title: 'Description', sorter: true },
  {
    field: 'role_permissions',
    title: 'Permissions',
    render: (v, r) =>
      r.role_name === ADMIN_ROLE ? (
        <Tooltip title={`Every permission; of ${EXPLICIT_ONLY_PERMISSIONS.join(', ')} only those listed`}>
          <span>
            all (+{(v as string[] | null)?.filter((p) => EXPLICIT_ONLY_PERMISSIONS.includes(p)).length ?? 0} explicit)
          </span>
        </Tooltip>
      ) : (
        `${(v as string[] | null)?.length ?? 0}`
      ),
  },
  {
    field: 'updated_at',
    title: 'Updated',
    sorter: true,
    hidden: true,
    render: (v) => new Date(String(v)).toLocaleString(),
  },
];

export default function RolesList() {
  const navigate = useNavigate();
  const { mutateAsync: create } = useCreate();
  const { mutateAsync: update } = useUpdate();
  const { mutateAsync: remove } = useDelete();
  const operator = useIsOperator();
  const [drawer, setDrawer] = useState<{ role?: RoleRow }>();
  const [history, setHistory] = useState<HistoryTarget>();

  const save = async (v: RoleValues) => {
    if (drawer?.role)
      await update({
        resource: RESOURCE,
        id: drawer.role.id,
        values: { description: v.description ?? '', version: drawer.role.version },
      });
    else
      await create({
        resource: RESOURCE,
        values: { role_name: v.role_name, description: v.description ?? '', role_permissions: [] },
      });
  };
  const rowActions: RowAction<RoleRow>[] = [
    {
      key: 'perms',
      label: 'Edit permissions',
      permission: 'role.update',
      run: (r) => navigate(`/admin/role-permissions/${r.id}`),
    },
    { key: 'describe', label: 'Describe', permission: 'role.update', run: (r) => setDrawer({ role: r }) },
    {
      key: 'history',
      label: 'History',
      permission: 'logs.read',
      run: (r) => setHistory({ resource: 'roles', recordId: r.id, label: r.role_name }),
    },
    {
      key: 'delete',
      label: 'Delete',
      danger: true,
      permission: 'role.delete',
      hidden: (r) => BUILT_IN_ROLES.includes(r.role_name),
      confirm: (r) => `Delete the role ${r.role_name}? Only a role nobody holds can be deleted.`,
      run: (r) => remove({ resource: RESOURCE, id: r.id, values: { version: r.version } }).catch(() => undefined),
    },
  ];

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <EntityListPage<RoleRow>
        page={{
          shape: { name: 'roles', label: 'Role', uiPath: RESOURCE },
          id: 'admin-roles',
          title: 'Roles',
          description: (
            <>
              Each role's permissions decide which pages its users open. Administrators hold every permission except the
              four granted explicitly.{' '}
              <Link to="/admin/access-matrix">
                <SafetyOutlined /> Access matrix: who can open what, and why not
              </Link>
            </>
          ),
          create: 'role.create',
          onCreate: () => setDrawer({}),
          columns,
          rowLabel: (r) => r.role_name,
          search: { field: 'description', placeholder: 'Search descriptions' },
          sort: 'role_name',
          rowActions: () => rowActions,
          emptyText: 'No roles',
          after: (
            <>
              <RoleDrawer
                open={Boolean(drawer)}
                role={drawer?.role}
                onSubmit={save}
                onClose={() => setDrawer(undefined)}
              />
              <RecordHistory target={history} onClose={() => setHistory(undefined)} />
            </>
          ),
        }}
      />
      {operator ? <PlatformRoles /> : null}
    </Space>
  );
}

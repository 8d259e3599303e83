// /ei/tenants (tenant.read, operators): every tenant; create one with its first administrator,
// edit title, model and configuration, suspend or reactivate, invite administrators, resend the
// first administrator's invite, history.
import { useState } from 'react';
import { App } from 'antd';
import { useNavigate } from 'react-router';
import { useInvalidate, useUpdate } from '@refinedev/core';
import { EntityListPage } from '../../components/table/entity-list-page.tsx';
import { RecordHistory, type HistoryTarget } from '../../components/table/record-history.tsx';
import { badgeColumn, createdColumn } from '../../components/table/grid-columns.tsx';
import type { GridColumn, RowAction } from '../../components/table/types.ts';
import { LinkMailed, type MailedLink } from '../../components/form/link-mailed.tsx';
import {
  createTenant,
  inviteTenantAdmin,
  resendTenantInvite,
  saveTenantConfig,
  type NewTenant,
  type TenantRow,
} from './tenant-api.ts';
import {
  CreateTenantDrawer,
  EditTenantDrawer,
  InviteAdminDrawer,
  parseConfig,
  type EditTenantValues,
} from './tenant-forms.tsx';
import { selectFilter } from '../../components/table/select-filter.ts';

const RESOURCE = '/ei/tenants';

const columns: GridColumn<TenantRow>[] = [
  { field: 'title', title: 'Title', sorter: true },
  { field: 'name', title: 'Schema', sorter: true },
  { field: 'tenant_model', title: 'Model', sorter: true },
  badgeColumn<TenantRow>('status', 'Status', { active: 'success' }, 'error'),
  { field: 'user_count', title: 'Users' },
  createdColumn<TenantRow>(),
];

export default function TenantsList() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const { mutateAsync: update } = useUpdate<TenantRow>();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<TenantRow>();
  const [inviting, setInviting] = useState<TenantRow>();
  const [mailed, setMailed] = useState<MailedLink>();
  const [history, setHistory] = useState<HistoryTarget>();
  const refresh = () => invalidate({ resource: RESOURCE, invalidates: ['list', 'many', 'detail'] });

  const onCreate = async (v: NewTenant) => {
    const r = await createTenant(v);
    await refresh();
    setMailed({ title: `${r.tenant.title} created`, account: r.admin.email, purpose: 'invite' });
  };
  const onEdit = async (v: EditTenantValues) => {
    const t = editing!;
    let version = t.version;
    if (v.title !== t.title || v.tenant_model !== t.tenant_model) {
      const r = await update({
        resource: RESOURCE,
        id: t.id,
        values: { title: v.title, tenant_model: v.tenant_model, version },
        successNotification: false,
      });
      version = Number(r.data.version);
    }
    const { config } = parseConfig(v.config, t.schema_name);
    if (config && JSON.stringify(config) !== JSON.stringify(t.config)) await saveTenantConfig(t.id, config, version);
    await refresh();
    message.success(`Saved ${v.title}`);
  };
  const setStatus = (t: TenantRow, status: 'active' | 'suspended') =>
    update({ resource: RESOURCE, id: t.id, values: { status, version: t.version }, successNotification: false }).then(
      () => message.success(`${t.title} is ${status}`),
      () => undefined,
    );

  const rowActions: RowAction<TenantRow>[] = [
    { key: 'edit', label: 'Edit', permission: 'tenant.update', run: setEditing },
    { key: 'invite', label: 'Invite an administrator', permission: 'tenant.update', run: setInviting },
    {
      key: 'resend',
      label: 'Resend invite',
      permission: 'tenant.update',
      confirm: (t) => `Mail the first administrator of ${t.title} a new link to set a password?`,
      run: (t) =>
        resendTenantInvite(t.id).then(
          (r) => setMailed({ title: 'Invite sent again', account: r.mailedTo, purpose: 'invite' }),
          (err: Error) => message.error(err.message),
        ),
    },
    {
      key: 'controls',
      label: 'Blocked paths',
      permission: 'app_controls.read',
      run: (t) => navigate(`/ei/app-controls?tenant=${encodeURIComponent(t.schema_name)}`),
    },
    {
      key: 'suspend',
      label: 'Suspend',
      danger: true,
      permission: 'tenant.update',
      hidden: (t) => t.status === 'suspended',
      confirm: (t) => `Suspend ${t.title}? Its users are refused at their next request until it is reactivated.`,
      run: (t) => setStatus(t, 'suspended'),
    },
    {
      key: 'reactivate',
      label: 'Reactivate',
      permission: 'tenant.update',
      hidden: (t) => t.status !== 'suspended',
      run: (t) => setStatus(t, 'active'),
    },
    {
      key: 'history',
      label: 'History',
      permission: 'logs.read',
      run: (t) => setHistory({ resource: 'tenants', recordId: t.id, label: t.title }),
    },
  ];

  return (
    <EntityListPage<TenantRow>
      page={{
        shape: { name: 'tenants', label: 'Tenant', uiPath: RESOURCE },
        id: 'ei-tenants',
        title: 'Tenants',
        description:
          'Every school and consumer tenant of the platform. A new tenant gets its own schema, the default roles, settings and blocked paths, and a first administrator.',
        create: 'tenant.create',
        onCreate: () => setCreating(true),
        columns,
        rowLabel: (t) => t.title,
        search: 'Search title or schema',
        filters: [
          selectFilter('status', 'Status', [
            { value: 'active', label: 'active' },
            { value: 'suspended', label: 'suspended' },
          ]),
          selectFilter('tenant_model', 'Model', [
            { value: 'B2B', label: 'B2B' },
            { value: 'B2CU', label: 'B2CU' },
          ]),
        ],
        sort: 'title',
        rowActions: () => rowActions,
        emptyText: 'No tenants',
        after: (
          <>
            <CreateTenantDrawer open={creating} onSubmit={onCreate} onClose={() => setCreating(false)} />
            <EditTenantDrawer tenant={editing} onSubmit={onEdit} onClose={() => setEditing(undefined)} />
            <InviteAdminDrawer
              tenant={inviting}
              onClose={() => setInviting(undefined)}
              onSubmit={async (v) => {
                const r = await inviteTenantAdmin(inviting!.id, v);
                await refresh();
                setMailed({ title: 'Administrator invited', account: r.user.email, purpose: 'invite' });
              }}
            />
            <LinkMailed mailed={mailed} onClose={() => setMailed(undefined)} />
            <RecordHistory target={history} onClose={() => setHistory(undefined)} />
          </>
        ),
      }}
    />
  );
}

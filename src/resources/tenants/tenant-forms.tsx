// The tenant drawers: create (with its first administrator), edit (title, model, configuration),
// invite an administrator. Rules from tenant-rules.ts, the same the server checks.
import { Input } from 'antd';
import { DrawerForm } from '../../components/form/drawer-form.tsx';
import { RuleField } from '../../components/form/rule-field.tsx';
import {
  TENANT_ADMIN_RULES,
  TENANT_CREATE_RULES,
  TENANT_EDIT_RULES,
  checkTenantConfig,
} from '../../shared/rules/tenant-rules.ts';
import type { NewTenant, TenantRow } from './tenant-api.ts';

export function CreateTenantDrawer({
  open,
  onSubmit,
  onClose,
}: {
  open: boolean;
  onSubmit: (v: NewTenant) => Promise<unknown>;
  onClose: () => void;
}) {
  const r = TENANT_CREATE_RULES;
  return (
    <DrawerForm<NewTenant>
      open={open}
      title="New tenant"
      submitLabel="Create tenant"
      initialValues={{ tenant_model: 'B2B' }}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <RuleField name="title" rule={r.title} />
      <RuleField
        name="schema_name"
        rule={r.schema_name}
        help="Its database schema and configuration name; it cannot change later."
      />
      <RuleField
        name="tenant_model"
        rule={r.tenant_model}
        help="B2B: a school. B2CU: direct to consumers (students subscribe)."
      />
      <RuleField
        name="admin_email"
        rule={r.admin_email}
        help="Their first administrator: invited now by e-mail, with a link to set a password."
      />
      <RuleField name="admin_first_name" rule={r.admin_first_name} />
      <RuleField name="admin_last_name" rule={r.admin_last_name} />
    </DrawerForm>
  );
}

export interface EditTenantValues {
  title: string;
  tenant_model: 'B2B' | 'B2CU';
  config: string;
}

/** The configuration is edited as JSON text; it must stay an object keeping schema_name. */
export function parseConfig(text: unknown, schemaName: string): { config?: Record<string, unknown>; error?: string } {
  let config: unknown;
  try {
    config = JSON.parse(String(text ?? ''));
  } catch {
    return { error: 'Configuration must be JSON' };
  }
  if (typeof config !== 'object' || config === null || Array.isArray(config))
    return { error: 'Configuration must be a JSON object' };
  const error = checkTenantConfig(config as Record<string, unknown>, schemaName);
  return error ? { error } : { config: config as Record<string, unknown> };
}

export function EditTenantDrawer({
  tenant,
  onSubmit,
  onClose,
}: {
  tenant?: TenantRow;
  onSubmit: (v: EditTenantValues) => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <DrawerForm<EditTenantValues>
      open={Boolean(tenant)}
      title={tenant ? `Edit ${tenant.title}` : ''}
      initialValues={
        tenant
          ? { title: tenant.title, tenant_model: tenant.tenant_model, config: JSON.stringify(tenant.config, null, 2) }
          : undefined
      }
      onSubmit={onSubmit}
      onClose={onClose}
      width={560}
    >
      <RuleField name="title" rule={TENANT_EDIT_RULES.title} />
      <RuleField name="tenant_model" rule={TENANT_EDIT_RULES.tenant_model} />
      <RuleField
        name="config"
        rule={{ ...TENANT_EDIT_RULES.config, kind: 'text' }}
        check={(v) => parseConfig(v, tenant?.schema_name ?? '').error}
        help="JSON; schema_name names the tenant's schema and stays."
      >
        <Input.TextArea autoSize={{ minRows: 6, maxRows: 18 }} spellCheck={false} style={{ fontFamily: 'monospace' }} />
      </RuleField>
    </DrawerForm>
  );
}

export function InviteAdminDrawer({
  tenant,
  onSubmit,
  onClose,
}: {
  tenant?: TenantRow;
  onSubmit: (v: { email: string; first_name: string; last_name: string }) => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <DrawerForm<{ email: string; first_name: string; last_name: string }>
      open={Boolean(tenant)}
      title={tenant ? `Invite an administrator to ${tenant.title}` : ''}
      submitLabel="Invite"
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <RuleField name="email" rule={TENANT_ADMIN_RULES.email} />
      <RuleField name="first_name" rule={TENANT_ADMIN_RULES.first_name} />
      <RuleField name="last_name" rule={TENANT_ADMIN_RULES.last_name} />
    </DrawerForm>
  );
}

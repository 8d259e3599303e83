// A tenant's shapes: creating one (schema, title, model, its first administrator), inviting a
// further administrator, and editing its configuration. TypeBox, titled: the server validates
// with them (server/admin/tenant-routes.ts) and the forms derive their rules from them.
import { Type } from '@sinclair/typebox';
import { choice, email, name } from '../fields.ts';
import { rulesOf } from '../schema-rules.ts';

export const TENANT_MODELS = ['B2B', 'B2CU'] as const;
export const TENANT_STATUSES = ['active', 'suspended'] as const;

const closed = { additionalProperties: false } as const;

/** The database schema the tenant's data lives in: also its name in config.schema_name. */
export const SchemaName = Type.String({
  title: 'Schema name',
  minLength: 2,
  maxLength: 63,
  pattern: '^[a-z][a-z0-9_]{1,40}_lms$',
  patternMessage:
    'Schema name: lower-case letters, digits and _, starting with a letter and ending in _lms (e.g. oakwood_lms)',
});
export const TenantTitle = Type.String({ title: 'Title', minLength: 2, maxLength: 120 });
export const TenantModel = choice('Tenant model', TENANT_MODELS);

/** Inviting a further administrator into a tenant. */
export const TenantAdminBody = Type.Object(
  { email: email('E-mail'), first_name: name('First name'), last_name: name('Last name') },
  closed,
);

export const TenantCreateBody = Type.Object(
  {
    schema_name: SchemaName,
    title: TenantTitle,
    tenant_model: TenantModel,
    admin_email: email("Administrator's e-mail"),
    admin_first_name: name("Administrator's first name"),
    admin_last_name: name("Administrator's last name"),
  },
  closed,
);

export const TenantConfigBody = Type.Object(
  {
    config: Type.Object({}, { title: 'Configuration', additionalProperties: true }),
    version: Type.Integer({ title: 'Version', minimum: 1 }),
  },
  closed,
);

export const TENANT_ADMIN_RULES = rulesOf(TenantAdminBody);
export const TENANT_CREATE_RULES = rulesOf(TenantCreateBody);
export const TENANT_EDIT_RULES = {
  title: rulesOf(TenantCreateBody).title,
  tenant_model: rulesOf(TenantCreateBody).tenant_model,
  config: rulesOf(TenantConfigBody).config,
};

/** Configuration keys the platform owns: schema_name names the tenant's schema and never changes. */
export function checkTenantConfig(config: Record<string, unknown>, schemaName: string): string | undefined {
  if (config.schema_name !== schemaName) return `Configuration: schema_name must stay ${schemaName}`;
  if (JSON.stringify(config).length > 20_000) return 'Configuration is too large (20,000 characters at most)';
  return undefined;
}

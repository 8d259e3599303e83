// A tenant's rules: creating one (schema, title, model, its first administrator) and editing it.
import type { RuleSet } from '../../components/form/field-rules.ts';
import { USER_RULES } from '../users/user-rules.ts';

export const TENANT_MODELS = ['B2B', 'B2CU'] as const;
export const TENANT_STATUSES = ['active', 'suspended'] as const;

const TITLE = { label: 'Title', kind: 'text', required: true, min: 2, max: 120 } as const;
const MODEL = { label: 'Tenant model', kind: 'choice', required: true, values: TENANT_MODELS } as const;

export const TENANT_CREATE_RULES = {
  schema_name: {
    label: 'Schema name', kind: 'text', required: true, min: 2, max: 63,
    // the database schema the tenant's data lives in: also its name in config.schema_name
    pattern: '[a-z][a-z0-9_]{1,40}_lms',
    patternMessage: 'Schema name: lower-case letters, digits and _, starting with a letter and ending in _lms (e.g. oakwood_lms)',
  },
  title: TITLE,
  tenant_model: MODEL,
  admin_email: { ...USER_RULES.email, label: "Administrator's e-mail" },
  admin_first_name: { ...USER_RULES.first_name, label: "Administrator's first name" },
  admin_last_name: { ...USER_RULES.last_name, label: "Administrator's last name" },
} as const satisfies RuleSet;

export const TENANT_EDIT_RULES = {
  title: TITLE,
  tenant_model: MODEL,
  config: { label: 'Configuration', kind: 'json-object', required: true },
} as const satisfies RuleSet;

/** Configuration keys the platform owns: schema_name names the tenant's schema and never changes. */
export function checkTenantConfig(config: Record<string, unknown>, schemaName: string): string | undefined {
  if (config.schema_name !== schemaName) return `Configuration: schema_name must stay ${schemaName}`;
  if (JSON.stringify(config).length > 20_000) return 'Configuration is too large (20,000 characters at most)';
  return undefined;
}

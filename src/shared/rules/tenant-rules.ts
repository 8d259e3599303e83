// A tenant's rules: creating one (schema, title, model, its first administrator) and editing it.
import type { RuleSet } from '../field-rules.ts';
import { EMAIL_RULE, personName } from './common-rules.ts';

export const TENANT_MODELS = ['B2B', 'B2CU'] as const;
export const TENANT_STATUSES = ['active', 'suspended'] as const;

/** Inviting a further administrator into a tenant. */
export const TENANT_ADMIN_RULES = {
  email: EMAIL_RULE,
  first_name: personName('First name'),
  last_name: personName('Last name'),
} as const satisfies RuleSet;

const TITLE = { label: 'Title', kind: 'text', required: true, min: 2, max: 120 } as const;
const MODEL = { label: 'Tenant model', kind: 'choice', required: true, values: TENANT_MODELS } as const;

export const TENANT_CREATE_RULES = {
  schema_name: {
    label: 'Schema name',
    kind: 'text',
    required: true,
    min: 2,
    max: 63,
    // the database schema the tenant's data lives in: also its name in config.schema_name
    pattern: '[a-z][a-z0-9_]{1,40}_lms',
    patternMessage:
      'Schema name: lower-case letters, digits and _, starting with a letter and ending in _lms (e.g. oakwood_lms)',
  },
  title: TITLE,
  tenant_model: MODEL,
  admin_email: { ...EMAIL_RULE, label: "Administrator's e-mail" },
  admin_first_name: personName("Administrator's first name"),
  admin_last_name: personName("Administrator's last name"),
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

// The user forms' rules, checked by the browser form and by server/admin/user-routes.ts alike.
// Roles are checked against the tenant's own role list (the server knows it; the form offers it).
import type { RuleSet } from '../../components/form/field-rules.ts';

const name = (label: string) => ({ label, kind: 'text', required: true, max: 100 }) as const;

export const USER_RULES = {
  email: { label: 'E-mail', kind: 'email', required: true, max: 254 },
  first_name: name('First name'),
  last_name: name('Last name'),
  roles: { label: 'Roles', kind: 'choices', required: true, min: 1, max: 10 },
} as const satisfies RuleSet;

/** Editing changes names and roles; the e-mail is the sign-in name and stays. */
export const USER_EDIT_RULES = {
  first_name: USER_RULES.first_name,
  last_name: USER_RULES.last_name,
  roles: USER_RULES.roles,
} as const satisfies RuleSet;

export const USER_STATUSES = ['active', 'invited', 'disabled'] as const;
export const STATUS_ACTIONS = ['enable', 'disable'] as const;
export type StatusAction = (typeof STATUS_ACTIONS)[number];
/** How many users one bulk request may touch. */
export const BULK_MAX = 100;

// The user forms' rules (the browser form; the server checks the users resource's schemas in
// server/resources/definitions/users.ts, whose messages say the same).
// Roles are checked against the tenant's own role list (the server knows it; the form offers it).
import type { RuleSet } from '../field-rules.ts';
import { EMAIL_RULE, personName } from './common-rules.ts';

export const USER_RULES = {
  email: EMAIL_RULE,
  first_name: personName('First name'),
  last_name: personName('Last name'),
  roles: { label: 'Roles', kind: 'choices', required: true, min: 1, max: 10 },
} as const satisfies RuleSet;

/** Editing changes names and roles; the e-mail is the sign-in name and stays. */
export const USER_EDIT_RULES = {
  first_name: USER_RULES.first_name,
  last_name: USER_RULES.last_name,
  roles: USER_RULES.roles,
} as const satisfies RuleSet;

export const USER_STATUSES = ['active', 'invited', 'disabled'] as const;

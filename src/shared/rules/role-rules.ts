// A role's rules (name, description, its permission list), shared by the forms and the server
// (server/admin/role-routes.ts; the generic writes' roles definition has the same bounds).
import type { RuleSet } from '../field-rules.ts';
import { ALL_PERMISSIONS } from '../../policies/permissions.ts';

export const ROLE_RULES = {
  role_name: {
    label: 'Role name',
    kind: 'text',
    required: true,
    min: 1,
    max: 40,
    pattern: '[a-z][a-z0-9_-]*',
    patternMessage: 'Role name: lower-case letters, digits, - and _, starting with a letter',
  },
  description: { label: 'Description', kind: 'text', max: 500 },
} as const satisfies RuleSet;

export const ROLE_EDIT_RULES = { description: ROLE_RULES.description } as const satisfies RuleSet;

/** Every permission must be one the product knows (src/policies/permissions.ts). */
export const ROLE_PERMISSION_RULES = {
  role_permissions: { label: 'Permissions', kind: 'choices', max: ALL_PERMISSIONS.length, values: ALL_PERMISSIONS },
} as const satisfies RuleSet;

/** The roles every tenant starts with; they can be edited but not deleted (sign-in and the spec rely on them). */
export const BUILT_IN_ROLES: readonly string[] = ['admin', 'teacher', 'student', 'home-school', 'ind-teacher'];

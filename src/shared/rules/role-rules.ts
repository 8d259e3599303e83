// A role's shapes (name, description, its permission list), TypeBox and titled: the server
// validates with them (server/admin/role-routes.ts, and the generic writes' roles definition) and
// the forms derive their rules from them (schema-rules.ts).
import { Type } from '@sinclair/typebox';
import { ALL_PERMISSIONS } from '../../policies/permissions.ts';
import { choice, text } from '../fields.ts';
import { ruleOf, rulesOf } from '../schema-rules.ts';

export const RoleNameField = Type.String({
  title: 'Role name',
  minLength: 1,
  maxLength: 40,
  pattern: '^[a-z][a-z0-9_-]*$',
  patternMessage: 'Role name: lower-case letters, digits, - and _, starting with a letter',
});
export const RoleDescription = text('Description', 500);

/** Every permission must be one the product knows (src/policies/permissions.ts), none twice. */
export const RolePermissionList = Type.Array(choice('Permission', ALL_PERMISSIONS), {
  title: 'Permissions',
  maxItems: ALL_PERMISSIONS.length,
  uniqueItems: true,
});

export const RoleShape = Type.Object(
  { role_name: RoleNameField, description: Type.Optional(RoleDescription) },
  { additionalProperties: false },
);
export const RolePermissionsBody = Type.Object(
  { role_permissions: RolePermissionList, version: Type.Integer({ title: 'Version', minimum: 1 }) },
  { additionalProperties: false },
);

export const ROLE_RULES = rulesOf(RoleShape);
// an empty list is a list: a role may hold no permission at all
export const ROLE_PERMISSION_RULES = { role_permissions: ruleOf(RolePermissionList, false, 'role_permissions') };

/** The roles every tenant starts with; they can be edited but not deleted (sign-in and the spec rely on them). */
export const BUILT_IN_ROLES: readonly string[] = ['admin', 'teacher', 'student', 'home-school', 'ind-teacher'];

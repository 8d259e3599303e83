// THE rule for a role's permission list, on every path that stores one (the generic role writes of
// roles.ts here and the checklist routes of server/admin/roles.ts): only names of the catalogue,
// none twice. Lives beside the role declaration so the write engine's definitions import no feature.
import { invalidField } from '../../errors.ts';
import { ALL_PERMISSIONS } from '../../../src/policies/permissions.ts';
import { checkField } from '../../../src/shared/field-rules.ts';
import { ROLE_PERMISSION_RULES } from '../../../src/shared/rules/role-rules.ts';

/**
 * A name the catalogue lacks (e.g. all_user_files.read, which admin holds implicitly) must not be
 * grantable to another role. Answers the list in the catalogue's order, so lists compare and read
 * the same everywhere; throws 400 validation_failed at the field.
 */
export function checkRolePermissions(list: unknown): string[] {
  const message = checkField(ROLE_PERMISSION_RULES.role_permissions, list);
  if (message) {
    throw invalidField('role_permissions', message);
  }
  const given = (list ?? []) as string[];
  return ALL_PERMISSIONS.filter((x) => given.includes(x));
}

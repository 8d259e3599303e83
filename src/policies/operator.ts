// Who is a platform operator: someone of the operators' tenant (ei_lms) acting as its
// administrator or holding tenant.read. The same rule the server applies to operator-only data,
// so the browser shows operator features exactly to those the server serves them to.
import { ADMIN_ROLE } from './permissions.ts';

export const OPERATOR_SCHEMA = 'ei_lms';
export const OPERATOR_PERMISSION = 'tenant.read';

export function isOperator(who: {
  schema: string | undefined;
  role: string | undefined;
  permissions: readonly string[];
}) {
  return who.schema === OPERATOR_SCHEMA && (who.role === ADMIN_ROLE || who.permissions.includes(OPERATOR_PERMISSION));
}

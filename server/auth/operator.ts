// The one operator check of the server (the rule itself: src/policies/operator.ts).
import { forbidden } from '../errors.ts';
import { isOperatorContext } from '../../src/policies/operator.ts';
import type { Principal } from './principal.ts';

export function isOperator(p: Principal): boolean {
  return isOperatorContext({ tenant: p.schema, role: p.currentRole, permissions: p.rolePermissions });
}

/** Throws 403 operator_only unless `p` is a platform operator; `what` completes "Only platform operators …". */
export function requireOperator(p: Principal, what: string): void {
  if (!isOperator(p)) throw forbidden(`Only platform operators ${what}`, 'operator_only');
}

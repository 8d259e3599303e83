// Which catalogue courses a school is offered, and which subscriptions a principal may see or
// change (docs/commerce.md). Registry text: only :tenantId and :userId come from the principal.
import { isOperator } from '../auth/operator.ts';
import type { QueryContext } from '../listmodel/types.ts';

/** Active catalogue courses in an active sub-catalogue offered to the tenant; `a` is the course table's alias. */
export const offeredTo = (a: string) =>
  `${a}.status = 'active' AND ${a}.id IN (
    SELECT scc.catalog_course_id FROM platform.sub_catalog_courses scc
    JOIN platform.sub_catalogs sc ON sc.id = scc.sub_catalog_id AND sc.status = 'active'
    JOIN platform.sub_catalog_tenants sct ON sct.sub_catalog_id = sc.id
    WHERE sct.tenant_id = :tenantId)`;

/** Operators see every tenant's subscriptions, a school's admin its own school's, anyone else their own. */
export function subscriptionScope(ctx: QueryContext, a: string): string | null {
  if (isOperator(ctx.principal) && !ctx.tenant.named) return null;
  if (ctx.principal.currentRole === 'admin') return `${a}.tenant_id = :tenantId`;
  return `${a}.tenant_id = :tenantId AND ${a}.app_user_id = :userId`;
}

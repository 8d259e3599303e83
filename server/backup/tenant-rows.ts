// Which platform rows belong to one school: its tenants row, every platform table's rows with its
// tenant_id, and the rows of its users in the tables keyed by user (their login identities, their
// notifications, their password links). A one-school backup carries these with the school's
// schema; the rest of the platform (the shared catalogue, signing keys, other schools) stays out.
import type { TableInfo } from './format.ts';

const USERS = `(SELECT user_id FROM platform.app_users WHERE tenant_id = %L)`;
const BY_USER: Record<string, string> = {
  identities: `sub IN ${USERS}`,
  user_notifications: `user_id IN ${USERS}`,
  password_links: `user_id IN ${USERS}`,
};

/** The filter (a format() template with %L for the tenant id) for a platform table, or null when none of its rows are the school's. */
export function tenantFilter(table: TableInfo): string | null {
  if (table.schema !== 'platform') return null;
  if (table.name === 'tenants') return 'id = %L';
  if (BY_USER[table.name]) return BY_USER[table.name];
  if (table.columns.includes('tenant_id')) return 'tenant_id = %L';
  return null;
}

// The files still allowed to place a tenant's schema in SQL by hand (`sql.id(...schema...)`) until
// they take the request's Tenant (server/db/tenant.ts). eslint.config.js fences every other server
// file; tests/unit/db/tenant-sql-fence.test.ts fails when this list grows, so it only shrinks.
// Empty since the twelfth session: every server file outside server/db takes the Tenant carrier.
export const TENANT_SQL_ALLOW_MAX = 0;

/** @type {string[]} */
export const TENANT_SQL_ALLOW = [];

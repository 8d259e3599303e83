// Types for tenant-sql-allow.mjs (read by eslint.config.js and a unit test).
export const TENANT_SQL_ALLOW_MAX: number;
export const TENANT_SQL_ALLOW: string[];

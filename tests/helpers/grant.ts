// Grants permissions to one of a tenant's roles through the roles route for the duration of `fn`,
// then puts the role's list back, so a test can check what a grant opens (and what it still hides).
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { ApiTest } from './api.ts';

export async function withGrant(
  t: ApiTest,
  admin: string,
  target: { tenant: string; role: string },
  permissions: string[],
  fn: () => Promise<void>,
) {
  const role = (
    await sql<{ id: number; version: number; role_permissions: string[] }>`
    SELECT r.id, r.version, r.role_permissions FROM platform.roles r JOIN platform.tenants tn ON tn.id = r.tenant_id
    WHERE tn.name = ${target.tenant} AND r.role_name = ${target.role}`.execute(t.app.database.db)
  ).rows[0];
  const put = (role_permissions: string[], version: number) =>
    t.call(admin, 'PUT', `/api/admin/roles/${role.id}/permissions`, { role_permissions, version });
  const granted = await put([...role.role_permissions, ...permissions], role.version);
  expect(granted.status, JSON.stringify(granted.body)).toBe(200);
  try {
    await fn();
  } finally {
    expect((await put(role.role_permissions, granted.body.version)).status).toBe(200);
  }
}

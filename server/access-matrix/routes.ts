// GET /api/access-matrix[?tenant=schema]: each route against each role of a tenant, with the
// reason for every denied cell. Operators (ei_lms, holding tenant.read) may name any tenant.
import { Type } from '@sinclair/typebox';
import type { App } from '../schemas/app.ts';
import { replies } from '../schemas/replies.ts';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { forbidden, notFound } from '../errors.ts';
import { accessPolicyFor } from '../../src/policies/access-policy.ts';
import { accessMatrix } from '../../src/policies/access-matrix.ts';
import { isOperator } from '../auth/operator.ts';

const Query = Type.Object({ tenant: Type.Optional(Type.String({ minLength: 1, maxLength: 63 })) });

const Title = Type.Object({ schema: Type.String(), title: Type.String() });
const MatrixReply = Type.Object({
  tenant: Title,
  roles: Type.Array(Type.Object({ role_name: Type.String(), role_permissions: Type.Array(Type.String()) })),
  blockedPaths: Type.Array(Type.String()),
  blockedPathsSource: Type.String(),
  // each route's row: its cells per role with the reason for a denial (src/policies/access-matrix.ts)
  rows: Type.Array(Type.Object({}, { additionalProperties: true })),
  tenants: Type.Optional(Type.Array(Title)),
});

interface TenantRow {
  id: number;
  schema: string;
  title: string;
}

async function loadTenant(db: Db, schema: string): Promise<TenantRow | undefined> {
  const r = await sql<TenantRow>`
    SELECT id, config->>'schema_name' AS schema, title FROM platform.tenants WHERE config->>'schema_name' = ${schema}`.execute(
    db,
  );
  return r.rows[0];
}

export default async function accessMatrixRoutes(app: App) {
  const db = app.database.db;
  app.get(
    '/api/access-matrix',
    {
      config: { access: 'role.read', uiPath: '/admin/access-matrix' },
      schema: { querystring: Query, response: replies({ 200: MatrixReply }) },
    },
    async (req) => {
      const p = req.principal!;
      const operator = isOperator(p);
      const want = req.query.tenant ?? p.schema;
      if (want !== p.schema && !operator) {
        throw forbidden(
          `Only platform operators may look at another tenant (${want.slice(0, 63)})`,
          'tenant_forbidden',
          { tenant: want.slice(0, 63) },
        );
      }
      const tenant = await loadTenant(db, want);
      if (!tenant) throw notFound(`No tenant ${want.slice(0, 63)}`, 'tenant_not_found');
      const roles = await sql<{ role_name: string; role_permissions: string[] }>`
      SELECT role_name, role_permissions FROM platform.roles WHERE tenant_id = ${tenant.id} ORDER BY role_name`.execute(
        db,
      );
      const controls = await sql<{ blocked_paths: string[]; own: boolean }>`
      SELECT blocked_paths, tenant_id IS NOT NULL AS own FROM platform.app_controls
      WHERE tenant_id = ${tenant.id} OR tenant_id IS NULL ORDER BY tenant_id NULLS LAST LIMIT 1`.execute(db);
      const blockedPaths = controls.rows[0]?.blocked_paths ?? [];
      const policy = await accessPolicyFor({
        tenant: tenant.schema,
        blockedPaths,
        roles: Object.fromEntries(roles.rows.map((r) => [r.role_name, r.role_permissions ?? []])),
      });
      const tenants = operator
        ? (
            await sql<{ schema: string; title: string }>`
          SELECT config->>'schema_name' AS schema, title FROM platform.tenants ORDER BY title`.execute(db)
          ).rows
        : undefined;
      return {
        tenant: { schema: tenant.schema, title: tenant.title },
        roles: roles.rows.map((r) => ({ role_name: r.role_name, role_permissions: r.role_permissions ?? [] })),
        blockedPaths,
        blockedPathsSource: controls.rows[0]?.own ? 'tenant' : 'default',
        rows: accessMatrix(policy),
        ...(tenants ? { tenants } : {}),
      };
    },
  );
}

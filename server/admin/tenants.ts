// Tenants (platform operators only): create one with its first administrator (its schema by the
// migrations, its roles, settings and blocked paths by provisionTenant, then the invitation), invite
// further administrators, edit its configuration. Title, model and suspension: the generic writes.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Principal } from '../auth/principal.ts';
import { conflict, notFound } from '../errors.ts';
import { requireOperator } from '../auth/operator.ts';
import { provisionTenant } from '../tenants/provision.ts';
import type { WriteServices } from '../resources/types.ts';
import { checkTenantConfig } from '../../src/shared/rules/tenant-rules.ts';
import { recordAudit } from '../audit/record.ts';
import { failFields, staleVersion } from './validate.ts';
import { inviteUser } from './users.ts';
import { mailPasswordLink } from '../resources/definitions/user-common.ts';
import type { Static } from '@sinclair/typebox';
import type { TenantCreateBody } from '../../src/shared/rules/tenant-rules.ts';

interface TenantRow {
  id: number;
  name: string;
  title: string;
  tenant_model: 'B2B' | 'B2CU';
  config: Record<string, unknown>;
  status: 'active' | 'suspended';
  version: number;
}

const view = (t: TenantRow) => ({
  id: t.id,
  name: t.name,
  title: t.title,
  tenant_model: t.tenant_model,
  config: t.config,
  schema_name: String(t.config.schema_name),
  status: t.status,
  version: t.version,
});

async function findTenant(db: Db, id: number): Promise<TenantRow> {
  const r = await sql<TenantRow>`SELECT * FROM platform.tenants WHERE id = ${id}`.execute(db);
  if (!r.rows[0]) throw notFound('No such tenant', 'tenant_not_found');
  return r.rows[0];
}

export type NewTenantInput = Static<typeof TenantCreateBody>;

export async function createTenant(services: WriteServices, p: Principal, input: NewTenantInput) {
  const { db } = services;
  requireOperator(p, 'manage tenants');
  const schema = input.schema_name.trim();
  const clash = await sql<{ id: number | null }>`
    SELECT id FROM platform.tenants WHERE name = ${schema} OR config->>'schema_name' = ${schema}
    UNION ALL SELECT NULL FROM information_schema.schemata WHERE schema_name = ${schema}`.execute(db);
  if (clash.rows.length) failFields({ schema_name: `Schema name: ${schema} is already in use` });
  const email = input.admin_email.trim().toLowerCase();
  const taken = await db
    .selectFrom('platform.app_users')
    .select('user_id')
    .where((eb) => eb.fn('lower', ['email']), '=', email)
    .executeTakeFirst();
  if (taken) failFields({ admin_email: "Administrator's e-mail: an account with this address already exists" });

  const tenantId = await provisionTenant(db, { schema, title: input.title.trim(), tenantModel: input.tenant_model });
  const tenant = view(await findTenant(db, tenantId));
  await recordAudit(db, p, { tenantId, action: 'create', resource: 'tenants', recordId: tenantId, after: tenant });
  const invited = await inviteUser(services, p, tenantId, {
    email,
    first_name: input.admin_first_name,
    last_name: input.admin_last_name,
    roles: ['admin'],
  });
  return {
    tenant,
    admin: invited.user,
    invitationMailed: invited.invitationMailed,
    identityStore: invited.identityStore,
  };
}

export async function inviteTenantAdmin(
  services: WriteServices,
  p: Principal,
  tenantId: number,
  input: { email: string; first_name: string; last_name: string },
) {
  requireOperator(p, 'manage tenants');
  await findTenant(services.db, tenantId);
  return inviteUser(services, p, tenantId, { ...input, roles: ['admin'] });
}

/**
 * Mails the tenant's first administrator (the earliest account with the admin role) a fresh invite
 * link through the mail pipeline, as the users action resend_invite does; earlier links keep
 * working until used or expired.
 */
export async function resendTenantInvite(services: WriteServices, p: Principal, tenantId: number) {
  requireOperator(p, 'manage tenants');
  const { db } = services;
  await findTenant(db, tenantId);
  const admin = (
    await sql<{ user_id: string; email: string; first_name: string; last_name: string; status: string }>`
      SELECT user_id, email, first_name, last_name, status FROM platform.app_users
      WHERE tenant_id = ${tenantId} AND roles->'access' ? 'admin' ORDER BY created_at, email LIMIT 1`.execute(db)
  ).rows[0];
  if (!admin) throw notFound('This tenant has no administrator to invite', 'user_not_found');
  if (admin.status === 'disabled') throw conflict('Enable this account before inviting it again', 'account_disabled');
  await mailPasswordLink(admin, 'invite', { tenant: { id: tenantId }, principal: p }, services);
  await recordAudit(db, p, { tenantId, action: 'resend_invite', resource: 'users', recordId: admin.user_id });
  return { mailedTo: admin.email, invitationMailed: Boolean(services.notify) };
}

/** The tenant's configuration (config jsonb); schema_name stays. Title, model and status are the generic writes. */
export async function updateTenantConfig(
  db: Db,
  p: Principal,
  id: number,
  input: { config: Record<string, unknown>; version: number },
) {
  requireOperator(p, 'manage tenants');
  return db.transaction().execute(async (trx) => {
    const before = await findTenant(trx, id);
    const msg = checkTenantConfig(input.config, String(before.config.schema_name));
    if (msg) failFields({ config: msg });
    const r = await sql<TenantRow>`
      UPDATE platform.tenants SET config = ${JSON.stringify(input.config)}::jsonb, version = version + 1, updated_at = now()
      WHERE id = ${id} AND version = ${input.version} RETURNING *`.execute(trx);
    if (!r.rows[0]) staleVersion('tenant', before, input.version);
    await recordAudit(trx, p, {
      tenantId: id,
      action: 'update_config',
      resource: 'tenants',
      recordId: id,
      before: { config: before.config },
      after: { config: input.config },
    });
    return view(r.rows[0]);
  });
}

// A school's upstream OpenID Connect providers (platform.identity_providers) for its administrators:
// checked input, the client secret sealed (server/ai/secret-box.ts, as model-provider keys are) and
// never answered (only whether it is set), each change audited in its own transaction.
import { Type, type Static } from '@sinclair/typebox';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Config } from '../config.ts';
import type { QueryContext } from '../listmodel/types.ts';
import { checkBaseUrl } from '../outbound/guard.ts';
import { conflict, invalidField, notFound, versionConflict } from '../errors.ts';
import { writeAudit, type AuditedResource } from '../resources/audit.ts';
import { loadSecretBox } from '../ai/secret-box.ts';
import { StringEnum } from '../schemas/string-enum.ts';

const Domain = Type.String({ minLength: 3, maxLength: 253, pattern: '^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$' });
export const ProviderInput = Type.Object(
  {
    label: Type.String({ minLength: 1, maxLength: 60 }),
    issuer: Type.String({ minLength: 8, maxLength: 500 }),
    client_id: Type.String({ minLength: 1, maxLength: 255, pattern: '^\\S+$' }),
    /** required on create; on update, left out to keep the stored one */
    client_secret: Type.Optional(Type.String({ minLength: 1, maxLength: 1000 })),
    allowed_domains: Type.Array(Domain, { minItems: 1, maxItems: 20, uniqueItems: true }),
    create_role: Type.Union([StringEnum(['student', 'teacher']), Type.Null()]),
    enabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ProviderInput = Static<typeof ProviderInput>;

export const ProviderView = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  issuer: Type.String(),
  client_id: Type.String(),
  client_secret: Type.Literal('set'),
  allowed_domains: Type.Array(Type.String()),
  create_role: Type.Union([Type.String(), Type.Null()]),
  enabled: Type.Boolean(),
  version: Type.Integer(),
});
export type ProviderView = Static<typeof ProviderView>;

const AUDIT: AuditedResource = { name: 'identity_providers', key: { column: 'id', type: 'int' } };
const COLUMNS = sql`id, label, issuer, client_id, 'set' AS client_secret, allowed_domains, create_role, enabled,
  version`;
const exists = () => conflict('The school has connected this issuer and client id already', 'identity_provider_exists');
const isUniqueViolation = (e: unknown) => (e as { code?: string }).code === '23505';

/** The issuer: an http(s) URL the server may reach (its discovery document is fetched). */
async function checkedIssuer(raw: string, config: Config): Promise<string> {
  const issuer = raw.trim();
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw invalidField('issuer', 'Not a valid URL');
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password || url.hash || url.search)
    throw invalidField('issuer', 'An https:// address without user name, query or #');
  try {
    await checkBaseUrl(url.origin, config.outbound.allowHosts);
  } catch (e) {
    throw invalidField('issuer', (e as Error).message);
  }
  return issuer;
}

export async function listProviders(db: Db, tenantId: number): Promise<ProviderView[]> {
  return (
    await sql<ProviderView>`SELECT ${COLUMNS} FROM platform.identity_providers WHERE tenant_id = ${tenantId}
    ORDER BY label, id`.execute(db)
  ).rows;
}

export async function saveProvider(
  db: Db,
  config: Config,
  ctx: QueryContext,
  input: ProviderInput & { version?: number },
  id?: number,
): Promise<ProviderView> {
  const tenantId = ctx.tenant.id;
  const issuer = await checkedIssuer(input.issuer, config);
  if (id === undefined && !input.client_secret) throw invalidField('client_secret', 'Enter the client secret');
  const sealed = input.client_secret ? (await loadSecretBox(db, config.secretKey)).seal(input.client_secret) : null;
  const domains = input.allowed_domains.map((d) => d.toLowerCase());
  try {
    return await db.transaction().execute(async (trx) => {
      const before = id
        ? (
            await sql<ProviderView>`SELECT ${COLUMNS} FROM platform.identity_providers
            WHERE id = ${id} AND tenant_id = ${tenantId} FOR UPDATE`.execute(trx)
          ).rows[0]
        : undefined;
      if (id && !before) throw notFound('No such sign-in provider');
      if (before && before.version !== input.version) throw versionConflict('sign-in provider', before, input.version);
      // a kept secret would otherwise be sent to whatever server the issuer now names
      if (before && !sealed && new URL(before.issuer).origin !== new URL(issuer).origin)
        throw invalidField('client_secret', 'The issuer is on another server now: enter the client secret again');
      const enabled = input.enabled ?? true;
      const r = before
        ? await sql<ProviderView>`UPDATE platform.identity_providers SET label = ${input.label.trim()},
            issuer = ${issuer}, client_id = ${input.client_id},
            client_secret_enc = coalesce(${sealed}, client_secret_enc),
            allowed_domains = ${domains}::text[], create_role = ${input.create_role}, enabled = ${enabled},
            version = version + 1, updated_at = now() WHERE id = ${id} RETURNING ${COLUMNS}`.execute(trx)
        : await sql<ProviderView>`INSERT INTO platform.identity_providers
            (tenant_id, label, issuer, client_id, client_secret_enc, allowed_domains, create_role, enabled)
            VALUES (${tenantId}, ${input.label.trim()}, ${issuer}, ${input.client_id}, ${sealed}, ${domains}::text[],
              ${input.create_role}, ${enabled}) RETURNING ${COLUMNS}`.execute(trx);
      const after = r.rows[0];
      const secret = { client_secret: sealed && before ? 'replaced' : 'set' };
      await writeAudit(trx, AUDIT, ctx, before ? 'update' : 'create', before ?? null, { ...after, ...secret });
      return after;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw exists();
    throw e;
  }
}

export async function deleteProvider(db: Db, ctx: QueryContext, id: number) {
  await db.transaction().execute(async (trx) => {
    const r = await sql<ProviderView>`DELETE FROM platform.identity_providers
      WHERE id = ${id} AND tenant_id = ${ctx.tenant.id} RETURNING ${COLUMNS}`.execute(trx);
    if (!r.rows[0]) throw notFound('No such sign-in provider');
    await writeAudit(trx, AUDIT, ctx, 'delete', r.rows[0], null);
  });
}

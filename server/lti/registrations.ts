// A school's LTI platform registrations (platform.lti_platforms): what an administrator copies from
// Canvas or Moodle (issuer, our client id there, deployment ids, its key set, sign-in and token URLs),
// checked before it is stored. URLs this server fetches (key set, token) pass the outbound guard.
import { Type, type Static } from '@sinclair/typebox';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Config } from '../config.ts';
import { checkBaseUrl } from '../outbound/guard.ts';
import { conflict, invalidField, notFound, versionConflict } from '../errors.ts';

const Url = Type.String({ minLength: 8, maxLength: 500 });
const Id = Type.String({ minLength: 1, maxLength: 255, pattern: '^\\S(.*\\S)?$' });

export const PlatformInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    issuer: Url,
    client_id: Id,
    deployment_ids: Type.Array(Id, { minItems: 1, maxItems: 50, uniqueItems: true }),
    jwks_url: Url,
    auth_url: Url,
    token_url: Url,
    /** link platform people to existing accounts by their platform e-mail in a roster pull (default off;
     * left out of a change: kept as it is) */
    trust_emails: Type.Optional(Type.Boolean()),
    /** an operator's choice of school (its schema); others register for their own */
    tenantSchema: Type.Optional(Type.String({ maxLength: 63 })),
  },
  { additionalProperties: false },
);
export type PlatformInput = Static<typeof PlatformInput>;

export const Platform = Type.Object({
  id: Type.Integer(),
  tenant_id: Type.Integer(),
  name: Type.String(),
  issuer: Type.String(),
  client_id: Type.String(),
  deployment_ids: Type.Array(Type.String()),
  jwks_url: Type.String(),
  auth_url: Type.String(),
  token_url: Type.String(),
  trust_emails: Type.Boolean(),
  version: Type.Integer(),
  /** when it was registered (ISO 8601, UTC), for the registration screen */
  created_at: Type.String(),
});
export type Platform = Static<typeof Platform>;

const COLUMNS = sql`id, tenant_id, name, issuer, client_id, deployment_ids, jwks_url, auth_url, token_url, trust_emails,
  version, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;

/** One URL field: plain http(s) without credentials or fragment; `fetched` ones pass the outbound guard. */
async function checkUrl(field: string, raw: string, config: Config, fetched: boolean): Promise<string> {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw invalidField(field, 'Not a valid URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw invalidField(field, 'Must start with https://');
  if (url.username || url.password || url.hash) throw invalidField(field, 'May not carry a user name, password or #');
  if (fetched) {
    try {
      await checkBaseUrl(url.origin, config.outbound.allowHosts);
    } catch (e) {
      throw invalidField(field, (e as Error).message);
    }
  }
  return url.href;
}

async function checked(input: PlatformInput, config: Config) {
  await checkUrl('issuer', input.issuer, config, false);
  return {
    name: input.name.trim(),
    // compared with the id_token's iss as the platform writes it (no slash added or taken away)
    issuer: input.issuer.trim(),
    client_id: input.client_id,
    deployment_ids: input.deployment_ids,
    jwks_url: await checkUrl('jwks_url', input.jwks_url, config, true),
    auth_url: await checkUrl('auth_url', input.auth_url, config, false),
    token_url: await checkUrl('token_url', input.token_url, config, true),
    trust_emails: input.trust_emails ?? null,
  };
}

const isUniqueViolation = (e: unknown) => (e as { code?: string }).code === '23505';
const exists = () => conflict('A platform with this issuer and client id is registered already', 'lti_platform_exists');

export async function listPlatforms(db: Db, tenantId: number): Promise<Platform[]> {
  return (
    await sql<Platform>`SELECT ${COLUMNS} FROM platform.lti_platforms WHERE tenant_id = ${tenantId}
    ORDER BY name, id`.execute(db)
  ).rows;
}

export async function createPlatform(db: Db, config: Config, tenantId: number, input: PlatformInput) {
  const v = await checked(input, config);
  try {
    const r = await sql<Platform>`INSERT INTO platform.lti_platforms
      (tenant_id, name, issuer, client_id, deployment_ids, jwks_url, auth_url, token_url, trust_emails)
      VALUES (${tenantId}, ${v.name}, ${v.issuer}, ${v.client_id}, ${v.deployment_ids}::text[], ${v.jwks_url},
        ${v.auth_url}, ${v.token_url}, coalesce(${v.trust_emails}::boolean, false)) RETURNING ${COLUMNS}`.execute(db);
    return r.rows[0];
  } catch (e) {
    if (isUniqueViolation(e)) throw exists();
    throw e;
  }
}

export async function updatePlatform(
  db: Db,
  config: Config,
  tenantId: number,
  id: number,
  input: PlatformInput & { version: number },
) {
  const v = await checked(input, config);
  try {
    const r = await sql<Platform>`UPDATE platform.lti_platforms SET name = ${v.name}, issuer = ${v.issuer},
      client_id = ${v.client_id}, deployment_ids = ${v.deployment_ids}::text[], jwks_url = ${v.jwks_url},
      auth_url = ${v.auth_url}, token_url = ${v.token_url},
      trust_emails = coalesce(${v.trust_emails}::boolean, trust_emails), version = version + 1, updated_at = now()
      WHERE id = ${id} AND tenant_id = ${tenantId} AND version = ${input.version} RETURNING ${COLUMNS}`.execute(db);
    if (r.rows[0]) return r.rows[0];
  } catch (e) {
    if (isUniqueViolation(e)) throw exists();
    throw e;
  }
  const current = (
    await sql<Platform>`SELECT ${COLUMNS} FROM platform.lti_platforms
    WHERE id = ${id} AND tenant_id = ${tenantId}`.execute(db)
  ).rows[0];
  if (!current) throw notFound('No such LTI platform');
  throw versionConflict('LTI platform', current, input.version);
}

export async function deletePlatform(db: Db, tenantId: number, id: number) {
  const r = await sql`DELETE FROM platform.lti_platforms WHERE id = ${id} AND tenant_id = ${tenantId}`.execute(db);
  if (!r.numAffectedRows) throw notFound('No such LTI platform');
}

/** The registration a login or launch names (issuer and, when given, client id). */
export async function findPlatform(db: Db, issuer: string, clientId?: string): Promise<Platform[]> {
  return (
    await sql<Platform>`SELECT ${COLUMNS} FROM platform.lti_platforms WHERE issuer = ${issuer}
    AND (${clientId ?? null}::text IS NULL OR client_id = ${clientId ?? null}) ORDER BY id`.execute(db)
  ).rows;
}

export async function platformById(db: Db, id: number): Promise<Platform | undefined> {
  return (await sql<Platform>`SELECT ${COLUMNS} FROM platform.lti_platforms WHERE id = ${id}`.execute(db)).rows[0];
}

// OAuth 2 client credentials for our OneRoster read endpoints (docs/oneroster-rest.md): a school
// administrator creates a client (its secret shown once, kept as a SHA-256 hash); the client trades
// id and secret for a bearer token of TOKEN_MINUTES (hashed at rest too) naming the client's school.
// A read request's school comes from that token alone (`bearerTenant`).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { tenantById, type Tenant } from '../db/tenant.ts';
import { ApiError, unauthorized } from '../errors.ts';
import { READ_SCOPE } from './client.ts';

export const TOKEN_MINUTES = 60;
/** the scopes a token may carry: the core roster read scope and the full one, both read-only here */
export const SCOPES = [READ_SCOPE, 'https://purl.imsglobal.org/spec/or/v1p2/scope/roster.readonly'];

const hash = (s: string) => createHash('sha256').update(s).digest('hex');

export interface ClientRow {
  client_id: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

const COLUMNS = sql`client_id, name,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at,
  to_char(last_used_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS last_used_at`;

export async function listClients(db: Db, t: Tenant): Promise<ClientRow[]> {
  return (
    await sql<ClientRow>`SELECT ${COLUMNS} FROM platform.oneroster_clients WHERE tenant_id = ${t.id}
      ORDER BY created_at, client_id`.execute(db)
  ).rows;
}

export async function createClient(db: Db, t: Tenant, name: string, userId: string | null) {
  const clientId = `or-${randomBytes(12).toString('base64url')}`;
  const secret = randomBytes(32).toString('base64url');
  const r =
    await sql<ClientRow>`INSERT INTO platform.oneroster_clients (client_id, tenant_id, name, secret_hash, created_by)
    VALUES (${clientId}, ${t.id}, ${name}, ${hash(secret)}, ${userId}) RETURNING ${COLUMNS}`.execute(db);
  return { ...r.rows[0], client_secret: secret };
}

/** Deletes the school's client (and so its tokens); false when the school has no such client. */
export async function deleteClient(db: Db, t: Tenant, clientId: string) {
  const r =
    await sql`DELETE FROM platform.oneroster_clients WHERE client_id = ${clientId} AND tenant_id = ${t.id}`.execute(db);
  return Number(r.numAffectedRows ?? 0) > 0;
}

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** A bearer token for the client, or 401 oneroster_invalid_client. */
export async function issueToken(db: Db, clientId: string, secret: string, scope: string | undefined) {
  const wanted = (scope ?? '').split(' ').filter(Boolean);
  const bad = wanted.filter((s) => !SCOPES.includes(s));
  if (bad.length) throw new ApiError(400, 'oneroster_scope', `These scopes are not granted here: ${bad.join(' ')}`);
  const c = (
    await sql<{ tenant_id: number; secret_hash: string }>`SELECT tenant_id, secret_hash FROM platform.oneroster_clients
      WHERE client_id = ${clientId}`.execute(db)
  ).rows[0];
  if (!c || !same(c.secret_hash, hash(secret)))
    throw new ApiError(401, 'oneroster_invalid_client', 'Unknown client id or wrong client secret');
  const token = randomBytes(32).toString('base64url');
  const granted = wanted.length ? wanted.join(' ') : READ_SCOPE;
  await sql`DELETE FROM platform.oneroster_tokens WHERE expires_at < now()`.execute(db);
  await sql`INSERT INTO platform.oneroster_tokens (token_hash, client_id, tenant_id, scope, expires_at)
    VALUES (${hash(token)}, ${clientId}, ${c.tenant_id}, ${granted}, now() + make_interval(mins => ${TOKEN_MINUTES}))`.execute(
    db,
  );
  await sql`UPDATE platform.oneroster_clients SET last_used_at = now() WHERE client_id = ${clientId}`.execute(db);
  return { access_token: token, token_type: 'bearer', expires_in: TOKEN_MINUTES * 60, scope: granted };
}

/** The school a request's bearer token was issued for, and its client; 401 without a live token of ours. */
export async function bearerTenant(db: Db, header: string | undefined): Promise<{ tenant: Tenant; clientId: string }> {
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!token) throw unauthorized('A bearer token from the OneRoster token endpoint is required', 'missing_token');
  const row = (
    await sql<{ tenant_id: number; client_id: string }>`SELECT tenant_id, client_id FROM platform.oneroster_tokens
      WHERE token_hash = ${hash(token)} AND expires_at > now()`.execute(db)
  ).rows[0];
  const tenant = row && (await tenantById(db, row.tenant_id));
  if (!tenant) throw unauthorized('The bearer token is unknown or expired', 'invalid_token');
  return { tenant, clientId: row.client_id };
}

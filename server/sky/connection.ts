// A school's SKY API connection row ({tenant}.sky_api_connection, one per school): the app's client
// id, its secret and subscription key, the tokens (all sealed with the AI keys' secret box), what
// a sync takes, and the last connection test. The status answer never carries a secret.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';
import type { SecretBox } from '../ai/secret-box.ts';
import { ApiError } from '../errors.ts';

export interface ConnectionRow {
  client_id: string;
  client_secret_sealed: string | null;
  subscription_key_sealed: string | null;
  access_token_sealed: string | null;
  refresh_token_sealed: string | null;
  token_expires_at: Date | null;
  sync_users: boolean;
  sync_sections: boolean;
  sync_enrollments: boolean;
  connected_at: Date | null;
  last_test_at: Date | null;
  last_test_result: { ok: boolean; message: string } | null;
  version: number;
}

const table = (t: Tenant) => t.table('sky_api_connection');

export async function loadConnection(db: Db, tenant: Tenant): Promise<ConnectionRow> {
  const r = await sql<ConnectionRow>`SELECT * FROM ${table(tenant)} WHERE id = 1`.execute(db);
  return (
    r.rows[0] ?? {
      client_id: '',
      client_secret_sealed: null,
      subscription_key_sealed: null,
      access_token_sealed: null,
      refresh_token_sealed: null,
      token_expires_at: null,
      sync_users: true,
      sync_sections: true,
      sync_enrollments: true,
      connected_at: null,
      last_test_at: null,
      last_test_result: null,
      version: 0,
    }
  );
}

/** Writes the given columns (creating the row on first save), raising the version. */
export async function saveConnection(db: Db, tenant: Tenant, values: Partial<ConnectionRow>) {
  const cols = Object.keys(values);
  const vals = cols.map((k) => {
    const v = values[k as keyof ConnectionRow];
    return v !== null && typeof v === 'object' && !(v instanceof Date) ? sql`${JSON.stringify(v)}::jsonb` : sql`${v}`;
  });
  const sets = cols.map((k, i) => sql`${sql.id(k)} = ${vals[i]}`);
  await sql`
    INSERT INTO ${table(tenant)} (id${sql.join(
      cols.map((k) => sql`, ${sql.id(k)}`),
      sql``,
    )})
    VALUES (1${sql.join(
      vals.map((v) => sql`, ${v}`),
      sql``,
    )})
    ON CONFLICT (id) DO UPDATE SET ${sql.join([...sets, sql`version = ${table(tenant)}.version + 1`, sql`updated_at = now()`])}`.execute(
    db,
  );
}

export const isConfigured = (c: ConnectionRow) =>
  !!(c.client_id && c.client_secret_sealed && c.subscription_key_sealed);

export function status(c: ConnectionRow, redirectUri: string) {
  return {
    // write-only like the secrets: only its last characters are shown, to recognise it
    has_client_id: !!c.client_id,
    client_id_end: c.client_id.slice(-4),
    has_client_secret: !!c.client_secret_sealed,
    has_subscription_key: !!c.subscription_key_sealed,
    configured: isConfigured(c),
    connected: !!c.refresh_token_sealed,
    connected_at: c.connected_at?.toISOString() ?? null,
    token_expires_at: c.token_expires_at?.toISOString() ?? null,
    sync_users: c.sync_users,
    sync_sections: c.sync_sections,
    sync_enrollments: c.sync_enrollments,
    last_test_at: c.last_test_at?.toISOString() ?? null,
    last_test_result: c.last_test_result,
    redirect_uri: redirectUri,
    version: c.version,
  };
}

/** The connection's secrets opened, or 409 when something is missing. */
export function openSecrets(c: ConnectionRow, box: SecretBox) {
  if (!isConfigured(c))
    throw new ApiError(409, 'sky_not_configured', 'Save the client id, client secret and subscription key first');
  return { clientSecret: box.open(c.client_secret_sealed!), subscriptionKey: box.open(c.subscription_key_sealed!) };
}

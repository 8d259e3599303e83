// A school's OneRoster REST connection ({tenant}.oneroster_rest_connection, one row, like the SKY
// connection): the provider's base and token URLs, the client id, its secret (sealed with the AI
// keys' secret box), the org sourcedIds a sync takes and the schedule. The status answer never
// carries the secret.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';
import type { Config } from '../config.ts';
import { aiServices } from '../ai/services.ts';
import { ApiError } from '../errors.ts';
import type { ProviderSettings } from './client.ts';

export interface ConnectionRow {
  base_url: string;
  token_url: string;
  client_id: string;
  client_secret_sealed: string | null;
  org_sourced_ids: string[];
  schedule: 'off' | 'nightly';
  version: number;
}

const EMPTY: ConnectionRow = {
  base_url: '',
  token_url: '',
  client_id: '',
  client_secret_sealed: null,
  org_sourced_ids: [],
  schedule: 'off',
  version: 0,
};

export async function loadConnection(db: Db, tenant: Tenant): Promise<ConnectionRow> {
  const r = await sql<ConnectionRow>`SELECT base_url, token_url, client_id, client_secret_sealed, org_sourced_ids,
      schedule, version FROM ${tenant.table('oneroster_rest_connection')} WHERE id = 1`.execute(db);
  return r.rows[0] ?? EMPTY;
}

export interface ConnectionValues {
  base_url: string;
  token_url: string;
  client_id: string;
  /** sealed; kept as it was when not given */
  client_secret_sealed?: string;
  org_sourced_ids: string[];
  schedule: 'off' | 'nightly';
}

export async function saveConnection(db: Db, tenant: Tenant, v: ConnectionValues) {
  const t = tenant.table('oneroster_rest_connection');
  const secret = v.client_secret_sealed ?? null;
  await sql`INSERT INTO ${t} (id, base_url, token_url, client_id, client_secret_sealed, org_sourced_ids, schedule)
    VALUES (1, ${v.base_url}, ${v.token_url}, ${v.client_id}, ${secret}, ${v.org_sourced_ids}, ${v.schedule})
    ON CONFLICT (id) DO UPDATE SET base_url = excluded.base_url, token_url = excluded.token_url,
      client_id = excluded.client_id, org_sourced_ids = excluded.org_sourced_ids, schedule = excluded.schedule,
      client_secret_sealed = coalesce(excluded.client_secret_sealed, ${t}.client_secret_sealed),
      version = ${t}.version + 1, updated_at = now()`.execute(db);
}

export const isConfigured = (c: ConnectionRow) =>
  !!(c.base_url && c.token_url && c.client_id && c.client_secret_sealed && c.org_sourced_ids.length);

export const status = (c: ConnectionRow) => ({
  base_url: c.base_url,
  token_url: c.token_url,
  client_id: c.client_id,
  has_client_secret: !!c.client_secret_sealed,
  org_sourced_ids: c.org_sourced_ids,
  schedule: c.schedule,
  configured: isConfigured(c),
  version: c.version,
});

export const secretBox = (db: Db, config: Config) => aiServices(db, config).secretBox();

/** The provider settings with the secret opened, or 409 when something is missing. */
export async function providerSettings(db: Db, config: Config, c: ConnectionRow): Promise<ProviderSettings> {
  if (!isConfigured(c))
    throw new ApiError(
      409,
      'oneroster_not_configured',
      'Save the base URL, token URL, client id and secret, and the org sourcedIds first',
    );
  const box = await secretBox(db, config);
  return {
    baseUrl: c.base_url,
    tokenUrl: c.token_url,
    clientId: c.client_id,
    clientSecret: box.open(c.client_secret_sealed!),
  };
}

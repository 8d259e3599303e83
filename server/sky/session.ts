// An authenticated session with a school's SKY API (docs/sky-api.md), shared by the connection
// test, the import and the nightly sync: the connection's secrets opened, and the access token
// refreshed (and stored sealed) before the first call when it is due within a minute.
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';
import type { Config } from '../config.ts';
import type { SecretBox } from '../ai/secret-box.ts';
import { aiServices } from '../ai/services.ts';
import { ApiError } from '../errors.ts';
import { loadConnection, openSecrets, saveConnection, type ConnectionRow } from './connection.ts';
import { skyClient, type SkyTokens } from './client.ts';

export const secretBox = (db: Db, config: Config) => aiServices(db, config).secretBox();

export async function storeTokens(
  db: Db,
  tenant: Tenant,
  box: SecretBox,
  t: SkyTokens,
  extra: Partial<ConnectionRow> = {},
) {
  await saveConnection(db, tenant, {
    access_token_sealed: box.seal(t.access_token),
    refresh_token_sealed: box.seal(t.refresh_token),
    token_expires_at: new Date(Date.now() + t.expires_in * 1000),
    ...extra,
  });
}

export interface SkySession {
  /** GET a SKY API path (with its query), answering the parsed JSON; upstream errors are 502 sky_upstream */
  get(path: string): Promise<unknown>;
}

/** 409 when the school has not connected its Blackbaud account (or its settings are missing). */
export async function skySession(db: Db, config: Config, tenant: Tenant): Promise<SkySession> {
  const c = await loadConnection(db, tenant);
  if (!c.refresh_token_sealed) throw new ApiError(409, 'sky_not_connected', 'Connect the Blackbaud account first');
  const box = await secretBox(db, config);
  const sky = skyClient({ ...config.sky, clientId: c.client_id, ...openSecrets(c, box) });
  let access: string | undefined;
  const token = async () => {
    if (c.access_token_sealed && c.token_expires_at && c.token_expires_at.getTime() > Date.now() + 60_000)
      return box.open(c.access_token_sealed);
    const t = await sky.refresh(box.open(c.refresh_token_sealed!));
    await storeTokens(db, tenant, box, t);
    return t.access_token;
  };
  return {
    async get(path) {
      access ??= await token();
      return sky.get(access, path);
    },
  };
}

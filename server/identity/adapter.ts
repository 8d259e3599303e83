// oidc-provider's storage (sessions, interactions, grants, codes, refresh tokens) in
// platform.oidc_payloads, so they survive restarts and are shared by several stateless servers.
import { sql } from 'kysely';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/database.ts';

// Expired rows are deleted now and then from an upsert, not by a separate job.
const CLEANUP_EVERY = 100;
let writes = 0;

interface Row {
  payload: AdapterPayload;
  consumed_at: Date | null;
}

function toPayload(row: Row | undefined): AdapterPayload | undefined {
  if (!row) return undefined;
  const payload = row.payload;
  if (row.consumed_at) payload.consumed = Math.floor(new Date(row.consumed_at).getTime() / 1000);
  return payload;
}

export function adapterFactory(db: Db) {
  return class PostgresAdapter implements Adapter {
    constructor(private readonly kind: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      await sql`
        INSERT INTO platform.oidc_payloads (id, kind, payload, grant_id, user_code, uid, expires_at)
        VALUES (${id}, ${this.kind}, ${JSON.stringify(payload)}::jsonb, ${payload.grantId ?? null},
                ${payload.userCode ?? null}, ${payload.uid ?? null}, ${expiresAt})
        ON CONFLICT (kind, id) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id,
          user_code = EXCLUDED.user_code, uid = EXCLUDED.uid, expires_at = EXCLUDED.expires_at`.execute(db);
      if (++writes % CLEANUP_EVERY === 0) await deleteExpired(db);
    }

    async find(id: string) {
      const res = await sql<Row>`
        SELECT payload, consumed_at FROM platform.oidc_payloads
        WHERE kind = ${this.kind} AND id = ${id} AND (expires_at IS NULL OR expires_at > now())`.execute(db);
      return toPayload(res.rows[0]);
    }

    async findByUid(uid: string) {
      const res = await sql<Row>`
        SELECT payload, consumed_at FROM platform.oidc_payloads
        WHERE kind = ${this.kind} AND uid = ${uid} AND (expires_at IS NULL OR expires_at > now())`.execute(db);
      return toPayload(res.rows[0]);
    }

    async findByUserCode(userCode: string) {
      const res = await sql<Row>`
        SELECT payload, consumed_at FROM platform.oidc_payloads
        WHERE kind = ${this.kind} AND user_code = ${userCode} AND (expires_at IS NULL OR expires_at > now())`.execute(
        db,
      );
      return toPayload(res.rows[0]);
    }

    async consume(id: string) {
      await sql`UPDATE platform.oidc_payloads SET consumed_at = now() WHERE kind = ${this.kind} AND id = ${id}`.execute(
        db,
      );
    }

    async destroy(id: string) {
      await sql`DELETE FROM platform.oidc_payloads WHERE kind = ${this.kind} AND id = ${id}`.execute(db);
    }

    async revokeByGrantId(grantId: string) {
      await sql`DELETE FROM platform.oidc_payloads WHERE grant_id = ${grantId}`.execute(db);
    }
  };
}

export async function deleteExpired(db: Db) {
  await sql`DELETE FROM platform.oidc_payloads WHERE expires_at < now()`.execute(db);
}

/** Deletes every session, grant, code and refresh token of an account (its sessions are ended). */
export async function destroyAccountPayloads(db: Db, accountId: string) {
  await sql`DELETE FROM platform.oidc_payloads WHERE payload->>'accountId' = ${accountId}`.execute(db);
}

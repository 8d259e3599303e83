// Daily quotas (requests and tokens, per UTC day), checked before the model is called, and the
// usage row of each generation. A role row limits each user acting in that role; the '*' row
// limits the tenant as a whole. A tenant's own row replaces the platform default of that name.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import type { Principal } from '../auth/principal.ts';
import { TtlCache } from './ttl-cache.ts';

export const TENANT_WIDE = '*';

export interface QuotaRow {
  id: number;
  tenant_id: number | null;
  role_name: string;
  requests_per_day: number | null;
  tokens_per_day: number | null;
  version: number;
  updated_at: string;
}

interface Limits { requests: number | null; tokens: number | null }
interface Effective { user: Limits; tenant: Limits }

export interface Usage { prompt_tokens: number; completion_tokens: number; total_tokens: number }

/** The next UTC midnight, when every daily counter starts again. */
export function quotaResetAt(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

const NONE: Limits = { requests: null, tokens: null };

export class QuotaService {
  private readonly cache = new TtlCache<QuotaRow[]>(30_000);
  constructor(private readonly db: Db) {}

  /** The quota rows in force for a tenant (its own rows over the defaults). */
  effectiveRows(tenantId: number): Promise<QuotaRow[]> {
    return this.cache.get(String(tenantId), async () => {
      const res = await sql<QuotaRow>`
        SELECT * FROM platform.ai_quotas WHERE tenant_id IS NULL OR tenant_id = ${tenantId}
        ORDER BY tenant_id NULLS FIRST`.execute(this.db);
      const byRole = new Map<string, QuotaRow>();
      for (const r of res.rows) byRole.set(r.role_name, r);
      return [...byRole.values()];
    });
  }

  private async limits(p: Principal): Promise<Effective> {
    const rows = await this.effectiveRows(p.tenantId);
    const pick = (name: string): Limits => {
      const r = rows.find((x) => x.role_name === name);
      return r ? { requests: r.requests_per_day, tokens: r.tokens_per_day } : NONE;
    };
    return { user: pick(p.currentRole), tenant: pick(TENANT_WIDE) };
  }

  invalidate(tenantId: number | null) {
    if (tenantId === null) this.cache.clear();
    else this.cache.clear(String(tenantId));
  }

  /**
   * Counts today's usage and, when every limit still has room, records the request as started,
   * in one statement. Throws 429 quota_exceeded naming the limit and when it resets.
   */
  async reserve(p: Principal, toolSlug: string, model: string): Promise<number> {
    const { user, tenant } = await this.limits(p);
    const res = await sql<{ id: string | null; user_requests: number; user_tokens: number; tenant_requests: number; tenant_tokens: number }>`
      WITH used AS (
        SELECT count(*) FILTER (WHERE user_id = ${p.userId} AND role_name = ${p.currentRole})::int AS user_requests,
               coalesce(sum(total_tokens) FILTER (WHERE user_id = ${p.userId} AND role_name = ${p.currentRole}), 0)::int AS user_tokens,
               count(*)::int AS tenant_requests,
               coalesce(sum(total_tokens), 0)::int AS tenant_tokens
        FROM platform.ai_usage WHERE tenant_id = ${p.tenantId} AND day = (now() AT TIME ZONE 'utc')::date
      ), ins AS (
        INSERT INTO platform.ai_usage (tenant_id, user_id, role_name, tool_slug, model)
        SELECT ${p.tenantId}, ${p.userId}, ${p.currentRole}, ${toolSlug}, ${model} FROM used
        WHERE (${user.requests}::int IS NULL OR user_requests < ${user.requests}::int)
          AND (${user.tokens}::int IS NULL OR user_tokens < ${user.tokens}::int)
          AND (${tenant.requests}::int IS NULL OR tenant_requests < ${tenant.requests}::int)
          AND (${tenant.tokens}::int IS NULL OR tenant_tokens < ${tenant.tokens}::int)
        RETURNING id
      )
      SELECT (SELECT id FROM ins) AS id, used.* FROM used`.execute(this.db);
    const row = res.rows[0];
    if (row.id !== null) return Number(row.id);
    const over =
      user.requests !== null && row.user_requests >= user.requests ? { scope: 'user', kind: 'requests', limit: user.requests, used: row.user_requests }
      : user.tokens !== null && row.user_tokens >= user.tokens ? { scope: 'user', kind: 'tokens', limit: user.tokens, used: row.user_tokens }
      : tenant.requests !== null && row.tenant_requests >= tenant.requests ? { scope: 'tenant', kind: 'requests', limit: tenant.requests, used: row.tenant_requests }
      : { scope: 'tenant', kind: 'tokens', limit: tenant.tokens, used: row.tenant_tokens };
    const resetAt = quotaResetAt().toISOString();
    const who = over.scope === 'user' ? `your daily ${over.kind} quota as ${p.currentRole}` : `your school's daily ${over.kind} quota`;
    throw new ApiError(429, 'quota_exceeded', `You have used ${who} (${over.used} of ${over.limit}). It resets at ${resetAt}.`, { ...over, resetAt });
  }

  async finish(id: number, status: 'done' | 'error' | 'aborted', usage: Usage | undefined, durationMs: number) {
    await sql`
      UPDATE platform.ai_usage SET status = ${status}, prompt_tokens = ${usage?.prompt_tokens ?? 0},
        completion_tokens = ${usage?.completion_tokens ?? 0}, total_tokens = ${usage?.total_tokens ?? 0}, duration_ms = ${Math.round(durationMs)}
      WHERE id = ${id}`.execute(this.db);
  }
}

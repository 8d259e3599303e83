// Today's AI usage of one tenant, kept in memory so the quota check before each generation needs
// no database round trip. The counts come from platform.ai_usage (reloaded in the background every
// few seconds, so other server processes' usage shows up) plus this process's own generations
// that the last load could not have seen yet: those in flight and those written since.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export interface Counts {
  requests: number;
  tokens: number;
}

export interface Reservation {
  /** user id and role: a role's quota applies to each user acting in it */
  key: string;
  tokens: number;
  /** when its usage row was written (then a load that started later includes it) */
  writtenAt?: number;
}

const REFRESH_MS = 5_000;
const utcDay = (t = Date.now()) => new Date(t).toISOString().slice(0, 10);
const add = (a: Counts, b: Counts): Counts => ({ requests: a.requests + b.requests, tokens: a.tokens + b.tokens });
const ZERO: Counts = { requests: 0, tokens: 0 };

export class TenantUsage {
  private users = new Map<string, Counts>();
  private tenant: Counts = ZERO;
  private loadedAt = 0;
  private loading?: Promise<void>;
  readonly pending = new Set<Reservation>();

  constructor(
    private readonly db: Db,
    private readonly tenantId: number,
    readonly day: string,
  ) {}

  get stale() {
    return Date.now() - this.loadedAt > REFRESH_MS;
  }

  load(): Promise<void> {
    this.loading ??= (async () => {
      const started = Date.now();
      const res = await sql<{ key: string; requests: number; tokens: number }>`
        SELECT user_id || '|' || role_name AS key, count(*)::int AS requests, coalesce(sum(total_tokens), 0)::int AS tokens
        FROM platform.ai_usage WHERE tenant_id = ${this.tenantId} AND day = ${this.day}::date
        GROUP BY user_id, role_name`.execute(this.db);
      this.users = new Map(res.rows.map((r) => [r.key, { requests: r.requests, tokens: r.tokens }]));
      this.tenant = res.rows.reduce<Counts>((a, r) => add(a, r), ZERO);
      for (const r of this.pending) if (r.writtenAt !== undefined && r.writtenAt < started) this.pending.delete(r);
      this.loadedAt = Date.now();
    })().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  /** Usage of one user in one role, and of the whole tenant, counting this process's pending work. */
  used(key: string): { user: Counts; tenant: Counts } {
    let user = this.users.get(key) ?? ZERO;
    let tenant = this.tenant;
    for (const r of this.pending) {
      const c = { requests: 1, tokens: r.tokens };
      tenant = add(tenant, c);
      if (r.key === key) user = add(user, c);
    }
    return { user, tenant };
  }
}

export class UsageCounters {
  private readonly byTenant = new Map<number, TenantUsage>();
  constructor(private readonly db: Db) {}

  /** The tenant's counter for today: loaded before first use, refreshed in the background after. */
  async get(tenantId: number): Promise<TenantUsage> {
    const day = utcDay();
    let c = this.byTenant.get(tenantId);
    if (!c || c.day !== day) {
      c = new TenantUsage(this.db, tenantId, day);
      this.byTenant.set(tenantId, c);
      await c.load();
    } else if (c.stale) {
      c.load().catch(() => undefined);
    }
    return c;
  }

  /** Forgets counts (all tenants when null), so the next check reads the database. */
  clear(tenantId: number | null) {
    if (tenantId === null) this.byTenant.clear();
    else this.byTenant.delete(tenantId);
  }
}

export { utcDay };

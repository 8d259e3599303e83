// Daily quotas (requests and tokens, per UTC day), checked before the model is called, and the
// usage row of each generation (written once, when it ends). A role row limits each user acting in that role; the '*' row
// limits the tenant as a whole. The platform's row of a name is a ceiling: a tenant's own row can
// only lower it (the lower of the two applies; a tenant's empty limit adds no limit of its own).
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Principal } from '../auth/principal.ts';
import { TtlCache } from './ttl-cache.ts';
import { UsageCounters, type Reservation } from './usage-counter.ts';
import type { CounterStore } from '../counters/store.ts';
import { SharedUsage, sharedScope, type SharedScope } from './shared-usage.ts';
import { atLeast, refuseOver } from './quota-refusal.ts';

export { quotaResetAt } from './quota-refusal.ts';

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

export interface Limits {
  requests: number | null;
  tokens: number | null;
  /** the rows that set them (id.version), so a change starts fresh shared counts (shared-usage.ts) */
  stamp?: string;
}
interface Effective {
  user: Limits;
  tenant: Limits;
}

export interface Usage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}

/** One generation's claim on the quota, from the check until its usage row is written. */
export interface UsageTicket {
  reservation: Reservation;
  day: string;
  startedAt: Date;
  tenantId: number;
  userId: string;
  role: string;
  toolSlug: string;
  model: string;
  /** the limited scopes counted on the shared store */
  shared: SharedScope[];
}

const NONE: Limits = { requests: null, tokens: null };

/** The stricter of two daily limits, where null means no limit. */
export const lowerLimit = (a: number | null, b: number | null): number | null =>
  a === null ? b : b === null ? a : Math.min(a, b);
const FLUSH_MS = 250;

export class QuotaService {
  private readonly cache = new TtlCache<Map<string, Limits>>(30_000);
  private readonly counters: UsageCounters;
  private unwritten: {
    t: UsageTicket;
    status: 'done' | 'error' | 'aborted';
    usage: Usage | undefined;
    durationMs: number;
    failedChecks: string[];
  }[] = [];
  private flushTimer?: NodeJS.Timeout;
  private writing: Promise<void> = Promise.resolve();
  /** where a failed background write is reported (the app's logger, set by the routes) */
  onError: (err: unknown) => void = (err) => console.error('[ai] writing usage failed', err);
  private shared?: SharedUsage;
  constructor(private readonly db: Db) {
    this.counters = new UsageCounters(db);
  }

  /** Counts limited requests and tokens on the servers' shared store too (set by the routes). */
  useCounterStore(store: CounterStore) {
    this.shared = new SharedUsage(store);
  }

  /** The limits in force for a tenant, by role name: the lower of the platform's and its own. */
  effectiveLimits(tenantId: number): Promise<Map<string, Limits>> {
    return this.cache.get(String(tenantId), async () => {
      const res = await sql<QuotaRow>`
        SELECT * FROM platform.ai_quotas WHERE tenant_id IS NULL OR tenant_id = ${tenantId} ORDER BY id`.execute(
        this.db,
      );
      const byRole = new Map<string, Limits>();
      for (const r of res.rows) {
        const seen = byRole.get(r.role_name) ?? NONE;
        byRole.set(r.role_name, {
          requests: lowerLimit(seen.requests, r.requests_per_day),
          tokens: lowerLimit(seen.tokens, r.tokens_per_day),
          stamp: [seen.stamp, `${r.id}.${r.version}`].filter(Boolean).join('-'),
        });
      }
      return byRole;
    });
  }

  private async limits(p: Principal): Promise<Effective> {
    const limits = await this.effectiveLimits(p.tenantId);
    return { user: limits.get(p.currentRole) ?? NONE, tenant: limits.get(TENANT_WIDE) ?? NONE };
  }

  /** After a quota change: re-read the limits, and today's usage, from the database. */
  invalidate(tenantId: number | null) {
    if (tenantId === null) this.cache.clear();
    else this.cache.clear(String(tenantId));
    this.counters.clear(tenantId);
  }

  /**
   * Checks today's usage against every limit and, when all have room, counts the request as
   * started. Throws 429 quota_exceeded naming the limit and when it resets. This process's own
   * counts (usage-counter.ts) refuse first, without a round trip; then each limited scope is
   * claimed on the counter store the servers share (shared-usage.ts).
   */
  async reserve(p: Principal, toolSlug: string, model: string): Promise<UsageTicket> {
    const [{ user, tenant }, counter] = await Promise.all([this.limits(p), this.counters.get(p.tenantId)]);
    const key = `${p.userId}|${p.currentRole}`;
    const used = counter.used(key);
    refuseOver(p, user, tenant, used.user, used.tenant);
    // Only limited scopes are counted on the shared store; the local counts stay the floor (rows
    // written before a limit existed, or a store that lost its counts).
    const limited = (l: Limits) => l.requests !== null || l.tokens !== null;
    const shared: SharedScope[] = [];
    if (this.shared) {
      const scopes = [
        limited(user) ? sharedScope(counter.day, p.tenantId, `u:${key}`, user.stamp ?? '') : undefined,
        limited(tenant) ? sharedScope(counter.day, p.tenantId, 't', tenant.stamp ?? '') : undefined,
      ];
      const seen = await Promise.all(scopes.map((s) => (s ? this.shared!.claim(s) : undefined)));
      for (const s of scopes) if (s) shared.push(s);
      try {
        refuseOver(p, user, tenant, atLeast(used.user, seen[0]), atLeast(used.tenant, seen[1]));
      } catch (err) {
        await Promise.all(shared.map((s) => this.shared!.release(s)));
        throw err;
      }
    }
    const reservation: Reservation = { key, tokens: 0 };
    counter.pending.add(reservation);
    return {
      reservation,
      day: counter.day,
      startedAt: new Date(),
      tenantId: p.tenantId,
      userId: p.userId,
      role: p.currentRole,
      toolSlug,
      model,
      shared,
    };
  }

  /**
   * Records the generation's usage. Rows are written in batches (one INSERT for everything that
   * finished in the last FLUSH_MS): one write per generation would cost the embedded database
   * more than the generation itself. Until written, the row still counts in the quota check.
   */
  finish(
    t: UsageTicket,
    status: 'done' | 'error' | 'aborted',
    usage: Usage | undefined,
    durationMs: number,
    failedChecks: string[] = [],
  ) {
    t.reservation.tokens = usage?.total_tokens ?? 0;
    for (const s of t.shared) this.shared?.addTokens(s, t.reservation.tokens).catch((err) => this.onError(err));
    this.unwritten.push({ t, status, usage, durationMs: Math.round(durationMs), failedChecks });
    this.flushTimer ??= setTimeout(() => {
      this.flush().catch((err) => this.onError(err));
    }, FLUSH_MS);
  }

  /** Writes every finished generation's row now (readers of ai_usage call this first). */
  async flush(): Promise<void> {
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    const batch = this.unwritten.splice(0);
    if (!batch.length) return this.writing;
    const write = this.writing.then(async () => {
      const rows = batch.map(
        ({
          t,
          status,
          usage,
          durationMs,
          failedChecks,
        }) => sql`(${t.startedAt}, ${t.day}::date, ${t.tenantId}, ${t.userId}, ${t.role},
        ${t.toolSlug}, ${status}, ${t.model}, ${usage?.prompt_tokens ?? 0}, ${usage?.completion_tokens ?? 0}, ${usage?.total_tokens ?? 0}, ${durationMs}, ${failedChecks}::text[])`,
      );
      try {
        await sql`
          INSERT INTO platform.ai_usage (at, day, tenant_id, user_id, role_name, tool_slug, status, model, prompt_tokens, completion_tokens, total_tokens, duration_ms, failed_checks)
          VALUES ${sql.join(rows)}`.execute(this.db);
      } catch (err) {
        // Kept for the next flush: the quota check still counts them meanwhile.
        this.unwritten.unshift(...batch);
        throw err;
      }
      const now = Date.now();
      for (const b of batch) b.t.reservation.writtenAt = now;
    });
    this.writing = write.catch(() => undefined);
    return write;
  }
}

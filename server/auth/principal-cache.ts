// Principals kept in memory between requests, so a request with a known token does not read the
// user, tenant, blocked list and role permissions again. Correctness rests on invalidation, not on
// expiry: database triggers NOTIFY on every change to those rows (whichever server or script
// wrote them) and every server drops the affected entries. While the listener is down nothing is
// cached at all, and the cache is cleared when it goes down and again when it comes back. The max
// age is only a safety net against a notification that never arrives.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { PRINCIPAL_CHANNEL, type Notifications } from '../db/notify.ts';
import { loadPrincipal } from './load-principal.ts';
import type { Principal } from './principal.ts';

export interface PrincipalCacheOptions {
  maxEntries?: number;
  maxAgeMs?: number;
  now?: () => number;
}

interface Entry {
  principal: Principal;
  at: number;
}

type Loader = (sub: string, requestedRole?: string) => Promise<Principal | null>;

// Shared by every request of the user: frozen, so no request can change what the next one sees.
// The same object each time also lets the access policy keep its compiled policy beside it.
const freeze = (p: Principal): Principal => {
  Object.freeze(p.roles);
  Object.freeze(p.rolePermissions);
  Object.freeze(p.blockedPaths);
  return Object.freeze(p);
};

export class PrincipalCache {
  private readonly entries = new Map<string, Entry>();
  /** bumped by every invalidation, so a load that raced one does not store what it read */
  private generation = 0;
  private readonly maxEntries: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;
  hits = 0;
  misses = 0;

  constructor(
    private readonly loader: Loader,
    private readonly enabled: () => boolean,
    opts: PrincipalCacheOptions = {},
  ) {
    this.maxEntries = opts.maxEntries ?? 10_000;
    this.maxAgeMs = opts.maxAgeMs ?? 60_000;
    this.now = opts.now ?? Date.now;
  }

  get size() {
    return this.entries.size;
  }

  async load(sub: string, requestedRole?: string): Promise<Principal | null> {
    // the current role is chosen from the requested one, so both are part of the key
    const key = `${sub}\n${requestedRole ?? ''}`;
    if (this.enabled()) {
      const hit = this.entries.get(key);
      if (hit && this.now() - hit.at < this.maxAgeMs) {
        // most recently used goes last; eviction takes the first
        this.entries.delete(key);
        this.entries.set(key, hit);
        this.hits++;
        return hit.principal;
      }
      if (hit) this.entries.delete(key);
    }
    this.misses++;
    const generation = this.generation;
    // a refusal (disabled account, suspended tenant) and an unknown user are not cached
    const loaded = await this.loader(sub, requestedRole);
    if (!loaded) return null;
    const principal = freeze(loaded);
    if (generation === this.generation && this.enabled()) {
      this.entries.set(key, { principal, at: this.now() });
      if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    }
    return principal;
  }

  clear() {
    this.generation++;
    this.entries.clear();
  }

  /** `*`, `u:<user id>,...` or `t:<tenant id>,...` (a `*` among tenant ids means all). */
  invalidate(payload: string) {
    this.generation++;
    const colon = payload.indexOf(':');
    const kind = payload.slice(0, colon);
    const ids = new Set(payload.slice(colon + 1).split(','));
    if (payload === '*' || ids.has('*') || (kind !== 'u' && kind !== 't')) {
      this.entries.clear();
      return;
    }
    for (const [key, e] of this.entries) {
      if (kind === 'u' ? ids.has(e.principal.userId) : ids.has(String(e.principal.tenantId))) this.entries.delete(key);
    }
  }

  /** Follows the database's notifications; returns the unsubscribe function. */
  follow(hub: Notifications): () => void {
    return hub.subscribe(PRINCIPAL_CHANNEL, {
      message: (payload) => this.invalidate(payload),
      reset: () => this.clear(),
    });
  }
}

/** The principal loader for the authentication plugin: cached when the app's database can tell
 * it about changes, straight from the database otherwise. */
export function principalCache(app: FastifyInstance, db: Db, opts?: PrincipalCacheOptions): PrincipalCache {
  const hub = app.hasDecorator('database') && app.database?.db === db ? app.database.notifications : undefined;
  const cache = new PrincipalCache(
    (sub, role) => loadPrincipal(db, sub, role),
    () => hub?.live ?? false,
    opts,
  );
  if (hub) {
    const stop = cache.follow(hub);
    app.addHook('onClose', async () => {
      stop();
      cache.clear();
    });
  }
  return cache;
}

// Today's AI usage counted on the counter store every server shares (server/counters: Redis with
// REDIS_URL, else the database). Each server's own view (usage-counter.ts) sees the others'
// generations only after they are written and reloaded, so N servers could together let a user
// start about N times a limit; a request claimed here is counted at once for all of them.
// docs/scaling.md ("AI quotas").
import type { CounterStore } from '../counters/store.ts';
import type { Counts } from './usage-counter.ts';

/** A limited scope's counter keys: requests are hit at the check, tokens added at the end. */
export interface SharedScope {
  requests: string;
  tokens: string;
}

/** A day's counters outlive the day by an hour (the day is in the key), then expire. */
const windowMs = (now = Date.now()) => {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1) - now + 3_600_000;
};

/**
 * The keys of one scope. `stamp` names the quota rows in force (id and version): a changed limit
 * starts its counts again from what the database holds, as the local counts are re-read then.
 */
export const sharedScope = (day: string, tenantId: number, who: string, stamp: string): SharedScope => {
  const base = `ai:${day}:${tenantId}:${who}:${stamp}`;
  return { requests: `${base}:r`, tokens: `${base}:t` };
};

export class SharedUsage {
  constructor(private readonly store: CounterStore) {}

  /** Counts one request in the scope; answers the scope's usage before it. */
  async claim(scope: SharedScope): Promise<Counts> {
    const win = windowMs();
    const [requests, tokens] = await Promise.all([
      this.store.hit(scope.requests, win),
      this.store.hit(scope.tokens, win, 0),
    ]);
    return { requests: requests.count - 1, tokens: tokens.count };
  }

  /** Takes back a request that was refused after all. */
  release(scope: SharedScope): Promise<void> {
    return this.store.undo(scope.requests);
  }

  /** Adds a finished generation's tokens. */
  async addTokens(scope: SharedScope, tokens: number): Promise<void> {
    if (tokens > 0) await this.store.hit(scope.tokens, windowMs(), tokens);
  }
}

// Counters of sign-in attempts for the login throttle: the servers use the shared store of
// server/counters (Redis or the database). This in-memory one is for unit tests of the throttle
// only: in memory each server counts on its own, and N servers would give N times the limits.
import type { Count, CounterStore } from '../counters/store.ts';

export type AttemptCount = Count;
export type AttemptStore = Pick<CounterStore, 'hit' | 'undo' | 'reset'>;

/** Keys kept at most; beyond that the oldest go first (an attacker inventing logins cannot grow it). */
const MAX_KEYS = 100_000;

export function memoryAttemptStore(now: () => number = Date.now): AttemptStore {
  const counts = new Map<string, AttemptCount>();
  let hits = 0;

  const sweep = () => {
    const t = now();
    for (const [key, c] of counts) if (c.resetAt <= t) counts.delete(key);
    for (const key of counts.keys()) {
      if (counts.size <= MAX_KEYS) break;
      counts.delete(key);
    }
  };

  return {
    async hit(key, windowMs, by = 1) {
      if (++hits % 1000 === 0 || counts.size > MAX_KEYS) sweep();
      const t = now();
      const c = counts.get(key);
      if (!c || c.resetAt <= t) {
        const fresh = { count: by, resetAt: t + windowMs };
        counts.delete(key);
        counts.set(key, fresh);
        return { ...fresh };
      }
      c.count += by;
      return { ...c };
    },
    async undo(key) {
      const c = counts.get(key);
      if (c && c.resetAt > now()) c.count = Math.max(0, c.count - 1);
    },
    async reset(key) {
      counts.delete(key);
    },
  };
}

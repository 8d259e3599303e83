// Counters of sign-in attempts for the login throttle, behind a small interface so a store shared
// by several servers (a PostgreSQL table, Redis INCR + PEXPIRE) can replace this in-memory one.
// In memory, each server counts on its own: with N servers an attacker gets up to N times the limits.

export interface AttemptCount {
  count: number;
  /** when the key's window ends and its count starts again from zero (ms since the epoch) */
  resetAt: number;
}

export interface AttemptStore {
  /** Counts one attempt; the key's window starts at its first attempt and is not extended by later ones. */
  hit(key: string, windowMs: number): Promise<AttemptCount>;
  /** Takes one attempt back (it turned out not to be a failure). */
  undo(key: string): Promise<void>;
  /** Forgets the key. */
  reset(key: string): Promise<void>;
}

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
    async hit(key, windowMs) {
      if (++hits % 1000 === 0 || counts.size > MAX_KEYS) sweep();
      const t = now();
      const c = counts.get(key);
      if (!c || c.resetAt <= t) {
        const fresh = { count: 1, resetAt: t + windowMs };
        counts.delete(key);
        counts.set(key, fresh);
        return { ...fresh };
      }
      c.count += 1;
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

// Fixed-window counters for rate limits (the login throttle, sign-ups), shared by every server
// process: in Redis when REDIS_URL is set, else in the database (platform.rate_counters). Never
// per process: with N servers behind a load balancer a client would get N times the limits.
// docs/scaling.md says how to run several servers.

export interface Count {
  count: number;
  /** when the key's window ends and its count starts again from zero (ms since the epoch) */
  resetAt: number;
}

export interface CounterStore {
  /**
   * Counts one hit (or adds `by`, 0 to read); the key's window starts at its first hit and is not
   * extended by later ones.
   */
  hit(key: string, windowMs: number, by?: number): Promise<Count>;
  /** Takes one hit back (it turned out not to count), never below zero. */
  undo(key: string): Promise<void>;
  /** Forgets the key. */
  reset(key: string): Promise<void>;
  /** which kind of store, for logs and docs */
  readonly kind: 'redis' | 'database' | 'memory';
  close(): Promise<void>;
}

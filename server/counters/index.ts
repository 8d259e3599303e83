// The counter store for this process: Redis when REDIS_URL is set, else the database.
import type { Db } from '../db/database.ts';
import { databaseCounters } from './db-counters.ts';
import { redisCounters } from './redis-counters.ts';
import type { CounterStore } from './store.ts';

export type { Count, CounterStore } from './store.ts';

export async function openCounters(
  opts: { redisUrl?: string; db: Db },
  onError: (err: Error) => void = (err) => console.warn(`[counters] redis: ${err.message}`),
): Promise<CounterStore> {
  return opts.redisUrl ? redisCounters(opts.redisUrl, onError) : databaseCounters(opts.db);
}

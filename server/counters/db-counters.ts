// Counters in platform.rate_counters: one UPSERT per hit, atomic under concurrent servers (the
// row lock orders them). The database's clock decides windows, so servers' clocks need not agree.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Count, CounterStore } from './store.ts';

/** hits between two sweeps of expired rows */
const SWEEP_EVERY = 1000;

export function databaseCounters(db: Db): CounterStore {
  let hits = 0;
  const sweep = () => sql`DELETE FROM platform.rate_counters WHERE reset_at < now()`.execute(db).catch(() => undefined);
  return {
    kind: 'database',
    async hit(key, windowMs, by = 1) {
      if (++hits % SWEEP_EVERY === 0) void sweep();
      const res = await sql<{ count: number; reset_at: Date }>`
        INSERT INTO platform.rate_counters AS c (key, count, reset_at)
        VALUES (${key}, ${by}, now() + ${windowMs} * interval '1 millisecond')
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN c.reset_at <= now() THEN excluded.count ELSE c.count + excluded.count END,
          reset_at = CASE WHEN c.reset_at <= now() THEN excluded.reset_at ELSE c.reset_at END
        RETURNING count, reset_at`.execute(db);
      const row = res.rows[0];
      return { count: Number(row.count), resetAt: new Date(row.reset_at).getTime() } satisfies Count;
    },
    async undo(key) {
      await sql`UPDATE platform.rate_counters SET count = count - 1
        WHERE key = ${key} AND count > 0 AND reset_at > now()`.execute(db);
    },
    async reset(key) {
      await sql`DELETE FROM platform.rate_counters WHERE key = ${key}`.execute(db);
    },
    async close() {},
  };
}

// AI quotas on the counter store every server shares (server/ai/shared-usage.ts): two QuotaService
// objects on one database stand for two servers, each with its own store object on one backend
// (the database, and a real redis-server). Together they let a role start exactly its daily
// limit, and tokens finished on one refuse the next request on the other at once. Without the
// store, the same two objects let through twice the limit (each counts only its own).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { startRedis, type RedisServer } from '../helpers/redis-server.ts';
import { databaseCounters } from '../../server/counters/db-counters.ts';
import { redisCounters } from '../../server/counters/redis-counters.ts';
import type { CounterStore } from '../../server/counters/store.ts';
import { QuotaService } from '../../server/ai/quotas.ts';
import type { Principal } from '../../server/auth/principal.ts';

let t: TestApp;
let redis: RedisServer;
let tenantId: number;
const stores: CounterStore[] = [];
beforeAll(async () => {
  [t, redis] = await Promise.all([createTestApp(), startRedis()]);
  const db = t.app.database.db;
  tenantId = (await sql<{ id: number }>`SELECT id FROM platform.tenants ORDER BY id LIMIT 1`.execute(db)).rows[0].id;
  await sql`INSERT INTO platform.ai_quotas (tenant_id, role_name, requests_per_day, tokens_per_day) VALUES
    (${tenantId}, 'quota-requests', 3, NULL), (${tenantId}, 'quota-tokens', NULL, 100)`.execute(db);
}, 180_000);
afterAll(async () => {
  await Promise.all(stores.map((s) => s.close()));
  await t?.close();
  await redis?.stop();
});

const caller = (role: string) => ({ tenantId, userId: randomUUID(), currentRole: role }) as unknown as Principal;

/** Two servers' quota services; with `open`, each on its own store object of one backend. */
async function twoServers(open?: () => Promise<CounterStore>) {
  const servers = [new QuotaService(t.app.database.db), new QuotaService(t.app.database.db)];
  for (const q of servers) {
    q.onError = (err) => {
      throw err;
    };
    if (open) {
      const store = await open();
      stores.push(store);
      q.useCounterStore(store);
    }
  }
  return servers;
}

/** Four requests at once on each server: how many were let through, and the refusals' codes. */
async function burst(servers: QuotaService[], p: Principal) {
  const tries = servers.flatMap((q) => Array.from({ length: 4 }, () => q.reserve(p, 'rubric-generator', 'm')));
  const settled = await Promise.allSettled(tries);
  const refused = settled.flatMap((s) => (s.status === 'rejected' ? [(s.reason as { code?: string }).code] : []));
  return { started: settled.length - refused.length, refused };
}

it('without the shared store, two servers let a user start twice the limit (the gap it closes)', async () => {
  const { started } = await burst(await twoServers(), caller('quota-requests'));
  expect(started).toBe(6);
});

describe.each([
  { name: 'database', open: async () => databaseCounters(t.app.database.db) },
  { name: 'redis', open: () => redisCounters(redis.url, () => undefined) },
])('AI quotas shared through the $name counter store', ({ open }) => {
  it('two servers together start exactly the daily request limit', async () => {
    const { started, refused } = await burst(await twoServers(open), caller('quota-requests'));
    expect(started).toBe(3);
    expect(refused).toEqual(Array(5).fill('quota_exceeded'));
  });

  it('tokens used through one server refuse the next request on the other at once', async () => {
    const [a, b] = await twoServers(open);
    const p = caller('quota-tokens');
    // b has loaded its own view of today's usage before a's generation exists
    b.finish(await b.reserve(p, 'rubric-generator', 'm'), 'done', undefined, 1);
    const ticket = await a.reserve(p, 'rubric-generator', 'm');
    a.finish(ticket, 'done', { prompt_tokens: 20, completion_tokens: 100, total_tokens: 120 }, 5);
    await expect
      .poll(
        () =>
          b.reserve(p, 'rubric-generator', 'm').then(
            () => 'started',
            (err: { code?: string; details?: unknown }) => err.code,
          ),
        { timeout: 3_000, interval: 20 },
      )
      .toBe('quota_exceeded');
    await a.flush();
    await b.flush();
  });
});

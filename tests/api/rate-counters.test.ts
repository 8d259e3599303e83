// The shared rate-limit counters (server/counters): the database store (on PGlite in the api run,
// on PostgreSQL in api-postgres) and the Redis store on a real redis-server. Two store objects on
// one backend stand for two servers: their hits on one key are counted once each, in one window.
// An app started with REDIS_URL counts its sign-ups in Redis, not in the database; while that Redis
// is down they are answered 503 counters_unavailable with Retry-After, and counted again once it is back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createClient } from 'redis';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { startRedis, type RedisServer } from '../helpers/redis-server.ts';
import { databaseCounters } from '../../server/counters/db-counters.ts';
import { redisCounters } from '../../server/counters/redis-counters.ts';
import type { CounterStore } from '../../server/counters/store.ts';
import { SIGNUPS_PER_HOUR } from '../../server/signup/sign-up.ts';

let redis: RedisServer;
let t: TestApp;
beforeAll(async () => {
  redis = await startRedis();
  t = await createTestApp({ REDIS_URL: redis.url });
});
afterAll(async () => {
  await t?.close();
  await redis?.stop();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function behaves(name: string, open: () => Promise<CounterStore>) {
  describe(`${name} counters`, () => {
    let one: CounterStore;
    let two: CounterStore;
    beforeAll(async () => {
      [one, two] = [await open(), await open()];
    });
    afterAll(async () => {
      await one?.close();
      await two?.close();
    });

    it('counts hits in a window that starts at the first hit', async () => {
      const key = `${name}:window:${Math.random()}`;
      const before = Date.now();
      const first = await one.hit(key, 60_000);
      expect(first.count).toBe(1);
      expect(first.resetAt).toBeGreaterThanOrEqual(before + 59_000);
      expect(first.resetAt).toBeLessThanOrEqual(Date.now() + 61_000);
      const second = await two.hit(key, 60_000);
      expect(second.count).toBe(2);
      // not extended by later hits
      expect(Math.abs(second.resetAt - first.resetAt)).toBeLessThan(1_000);
    });

    it('counts parallel hits through two stores exactly once each', async () => {
      const key = `${name}:parallel:${Math.random()}`;
      const hits = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? one : two).hit(key, 60_000)));
      expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    });

    it('starts again from one when the window has passed', async () => {
      const key = `${name}:expiry:${Math.random()}`;
      await one.hit(key, 300);
      expect((await two.hit(key, 300)).count).toBe(2);
      await sleep(400);
      expect((await two.hit(key, 300)).count).toBe(1);
    });

    it('takes a hit back, never below zero, and forgets a key', async () => {
      const key = `${name}:undo:${Math.random()}`;
      await one.hit(key, 60_000);
      await one.hit(key, 60_000);
      await two.undo(key);
      expect((await one.hit(key, 60_000)).count).toBe(2);
      await two.undo(key);
      await two.undo(key);
      await two.undo(key);
      expect((await one.hit(key, 60_000)).count).toBe(1);
      await two.reset(key);
      expect((await one.hit(key, 60_000)).count).toBe(1);
      await one.undo(`${name}:never-hit:${Math.random()}`); // no error, nothing made
    });
  });
}

behaves('database', async () => databaseCounters(t.app.database.db));
behaves('redis', async () => redisCounters(redis.url, () => undefined));

describe('an app with REDIS_URL', () => {
  it('uses Redis for the sign-up limit and writes no database counter', async () => {
    expect(t.app.counters.kind).toBe('redis');
    const statuses: number[] = [];
    for (let i = 0; i <= SIGNUPS_PER_HOUR; i++) {
      const r = await t.app.inject({ method: 'POST', url: '/api/signup/student', payload: {} });
      statuses.push(r.statusCode);
    }
    expect(statuses.slice(0, SIGNUPS_PER_HOUR)).not.toContain(429);
    expect(statuses[SIGNUPS_PER_HOUR]).toBe(429);
    const client = createClient({ url: redis.url });
    await client.connect();
    try {
      expect(await client.get('lms:rate:signup:127.0.0.1')).toBe(String(SIGNUPS_PER_HOUR + 1));
    } finally {
      await client.close();
    }
    const rows = await sql`SELECT key FROM platform.rate_counters WHERE key LIKE 'signup:%'`.execute(t.app.database.db);
    expect(rows.rows).toHaveLength(0);
  });
});

describe('an app whose Redis goes away', () => {
  it('answers 503 with Retry-After while it is down, and counts again once it is back', async () => {
    const signup = () => t.app.inject({ method: 'POST', url: '/api/signup/student', payload: {} });
    await redis.stop();
    const down = await signup();
    expect([down.statusCode, down.json().error.code]).toEqual([503, 'counters_unavailable']);
    expect(down.headers['retry-after']).toBe('1');
    // what needs no counter still works
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    redis = await startRedis(Number(new URL(redis.url).port));
    const t0 = performance.now();
    let back = await signup();
    while (back.statusCode === 503 && performance.now() - t0 < 10_000) {
      await sleep(100);
      back = await signup();
    }
    console.log(`[counters] Redis back: first counted request after ${(performance.now() - t0).toFixed(0)} ms`);
    // counted again: the fresh Redis starts the window at one, under the limit
    expect(back.statusCode).not.toBe(503);
    expect(back.statusCode).not.toBe(429);
  });
});

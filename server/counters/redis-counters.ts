// Counters in Redis (REDIS_URL): INCR with the window as the key's expiry, in one script so a
// key never stays without one. Keys are prefixed so one Redis can serve other uses too.
import { createClient } from 'redis';
import { ApiError } from '../errors.ts';
import type { Count, CounterStore } from './store.ts';

const PREFIX = 'lms:rate:';

// KEYS[1] the key, ARGV[1] the window (ms), ARGV[2] what to add: the count and the milliseconds
// left in the window
const HIT = `local c = redis.call('INCRBY', KEYS[1], ARGV[2])
local t = redis.call('PTTL', KEYS[1])
if t < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); t = tonumber(ARGV[1]) end
return {c, t}`;
const UNDO = `local c = tonumber(redis.call('GET', KEYS[1]) or '0')
if c > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/**
 * A lost Redis answers the requests that count something 503 with Retry-After (error-handler.ts),
 * as a lost database does, rather than a 500 or letting them through uncounted.
 */
async function reachable<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch {
    throw new ApiError(503, 'counters_unavailable', 'Too busy to take this request right now; try again in a moment.');
  }
}

export async function redisCounters(url: string, onError: (err: Error) => void): Promise<CounterStore> {
  const client = createClient({
    url,
    // a lost Redis fails the requests that need it at once instead of queueing them
    disableOfflineQueue: true,
    socket: { connectTimeout: 5_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
  });
  client.on('error', onError);
  await client.connect();
  return {
    kind: 'redis',
    async hit(key, windowMs, by = 1) {
      const [count, ttl] = (await reachable(() =>
        client.eval(HIT, { keys: [PREFIX + key], arguments: [String(windowMs), String(by)] }),
      )) as [number, number];
      return { count, resetAt: Date.now() + ttl } satisfies Count;
    },
    async undo(key) {
      await reachable(() => client.eval(UNDO, { keys: [PREFIX + key], arguments: [] }));
    },
    async reset(key) {
      await reachable(() => client.del(PREFIX + key));
    },
    async close() {
      // a client still reconnecting to a lost Redis is dropped rather than waited for
      if (client.isReady) await client.close();
      else if (client.isOpen) client.destroy();
    },
  };
}

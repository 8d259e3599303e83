// Counters in Redis (REDIS_URL): INCR with the window as the key's expiry, in one script so a
// key never stays without one. Keys are prefixed so one Redis can serve other uses too.
import { createClient } from 'redis';
import type { Count, CounterStore } from './store.ts';

const PREFIX = 'lms:rate:';

// KEYS[1] the key, ARGV[1] the window (ms): the count and the milliseconds left in the window
const HIT = `local c = redis.call('INCR', KEYS[1])
local t = redis.call('PTTL', KEYS[1])
if t < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); t = tonumber(ARGV[1]) end
return {c, t}`;
const UNDO = `local c = tonumber(redis.call('GET', KEYS[1]) or '0')
if c > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

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
    async hit(key, windowMs) {
      const [count, ttl] = (await client.eval(HIT, { keys: [PREFIX + key], arguments: [String(windowMs)] })) as [
        number,
        number,
      ];
      return { count, resetAt: Date.now() + ttl } satisfies Count;
    },
    async undo(key) {
      await client.eval(UNDO, { keys: [PREFIX + key], arguments: [] });
    },
    async reset(key) {
      await client.del(PREFIX + key);
    },
    async close() {
      if (client.isOpen) await client.close();
    },
  };
}

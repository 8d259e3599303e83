// The principal cache on its own: hits (one frozen object), invalidation by user, tenant and everything, the max
// age, the size bound, no caching while the listener is down, and a load that races an
// invalidation not storing what it read.
import { describe, expect, it } from 'vitest';
import { PrincipalCache } from '../../../server/auth/principal-cache.ts';
import { Notifications } from '../../../server/db/notify.ts';
import type { Principal } from '../../../server/auth/principal.ts';

const principal = (sub: string, tenantId = 1, role = 'teacher'): Principal => ({
  sub,
  userId: sub,
  partyId: null,
  email: `${sub}@x.test`,
  tenantId,
  schema: 'lms',
  tenantTitle: 'Demo',
  tenantModel: 'B2B',
  roles: ['teacher', 'admin'],
  currentRole: role,
  rolePermissions: ['course.read'],
  blockedPaths: [],
});

function setup(opts: { live?: boolean; maxEntries?: number; maxAgeMs?: number } = {}) {
  const tenants: Record<string, number> = { a: 1, b: 1, c: 2 };
  const loads: string[] = [];
  let clock = 0;
  let live = opts.live ?? true;
  const cache = new PrincipalCache(
    async (sub, role) => {
      loads.push(`${sub}/${role ?? ''}`);
      return sub in tenants ? principal(sub, tenants[sub], role ?? 'teacher') : null;
    },
    () => live,
    { maxEntries: opts.maxEntries, maxAgeMs: opts.maxAgeMs, now: () => clock },
  );
  return {
    cache,
    loads,
    tick: (ms: number) => (clock += ms),
    setLive: (v: boolean) => (live = v),
  };
}

describe('principal cache', () => {
  it('answers the second request from memory, per user and requested role', async () => {
    const { cache, loads } = setup();
    await cache.load('a');
    await cache.load('a');
    await cache.load('a', 'admin');
    await cache.load('a', 'admin');
    expect(loads).toEqual(['a/', 'a/admin']);
    expect((await cache.load('a', 'admin'))?.currentRole).toBe('admin');
  });

  it('hands out one frozen principal: no request can change what the next one sees', async () => {
    const { cache } = setup();
    const first = (await cache.load('a'))!;
    expect(() => (first.currentRole = 'hacked')).toThrow(TypeError);
    expect(() => (first.rolePermissions as string[]).push('x')).toThrow(TypeError);
    expect(await cache.load('a')).toBe(first);
  });

  it('drops one user on u:, a whole tenant on t:, everything on *', async () => {
    const { cache, loads } = setup();
    for (const s of ['a', 'b', 'c']) await cache.load(s);
    cache.invalidate('u:a');
    for (const s of ['a', 'b', 'c']) await cache.load(s);
    expect(loads.slice(3)).toEqual(['a/']);
    cache.invalidate('t:1');
    for (const s of ['a', 'b', 'c']) await cache.load(s);
    expect(loads.slice(4)).toEqual(['a/', 'b/']);
    cache.invalidate('t:2,*');
    for (const s of ['a', 'b', 'c']) await cache.load(s);
    expect(loads.slice(6)).toEqual(['a/', 'b/', 'c/']);
    cache.invalidate('*');
    expect(cache.size).toBe(0);
  });

  it('does not cache unknown users', async () => {
    const { cache, loads } = setup();
    expect(await cache.load('nobody')).toBeNull();
    expect(await cache.load('nobody')).toBeNull();
    expect(loads).toEqual(['nobody/', 'nobody/']);
  });

  it('reloads an entry older than the max age', async () => {
    const { cache, loads, tick } = setup({ maxAgeMs: 1000 });
    await cache.load('a');
    tick(999);
    await cache.load('a');
    tick(1);
    await cache.load('a');
    expect(loads).toEqual(['a/', 'a/']);
  });

  it('evicts the least recently used entry beyond the bound', async () => {
    const { cache, loads } = setup({ maxEntries: 2 });
    await cache.load('a');
    await cache.load('b');
    await cache.load('a'); // a is now the most recent
    await cache.load('c'); // evicts b
    expect(cache.size).toBe(2);
    await cache.load('a');
    await cache.load('b');
    expect(loads).toEqual(['a/', 'b/', 'c/', 'b/']);
  });

  it('caches nothing while the listener is down', async () => {
    const { cache, loads, setLive } = setup({ live: false });
    await cache.load('a');
    await cache.load('a');
    setLive(true);
    await cache.load('a');
    await cache.load('a');
    expect(loads).toEqual(['a/', 'a/', 'a/']);
  });

  it('does not store a principal read before an invalidation that arrived during the read', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let calls = 0;
    const cache = new PrincipalCache(
      async (sub) => {
        calls++;
        if (calls === 1) await gate;
        return principal(sub);
      },
      () => true,
    );
    const pending = cache.load('a');
    cache.invalidate('u:a');
    release();
    await pending;
    await cache.load('a');
    expect(calls).toBe(2);
  });

  it('follows a hub: messages invalidate, a reset clears', async () => {
    const hub = new Notifications();
    hub.setLive(true);
    const { cache } = setup();
    const stop = cache.follow(hub);
    await cache.load('a');
    await cache.load('c');
    hub.dispatch('principal_invalidate', 'u:a');
    expect(cache.size).toBe(1);
    hub.setLive(false);
    expect(cache.size).toBe(0);
    stop();
  });
});

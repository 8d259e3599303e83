import { describe, expect, it } from 'vitest';
import { memoryAttemptStore } from '../../../server/identity/attempt-store.ts';
import { delayFor, loginThrottle, type ThrottlePolicy } from '../../../server/identity/login-throttle.ts';
import { loadConfig } from '../../../server/config.ts';

const POLICY: ThrottlePolicy = {
  windowSeconds: 900,
  accountMaxFailures: 10,
  accountDelayAfter: 3,
  addressMaxFailures: 100,
  addressDelayAfter: 20,
  accountSlowAfter: 20,
  maxDelayMs: 5000,
};

function setup(policy: Partial<ThrottlePolicy> = {}) {
  let clock = 1_000_000;
  const now = () => clock;
  const throttle = loginThrottle(memoryAttemptStore(now), { ...POLICY, ...policy }, now);
  return {
    throttle,
    advance: (ms: number) => (clock += ms),
    /** a failed attempt; answers the admission */
    async fail(login: string, address: string) {
      const a = await throttle.admit(login, address);
      if (a.ok) await a.settle(false);
      return a;
    },
  };
}

describe('delayFor', () => {
  it('is 0 below the threshold, then doubles from 250 ms up to the cap', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 50].map((n) => delayFor(n, 3, 5000))).toEqual([
      0, 0, 0, 250, 500, 1000, 2000, 4000, 5000, 5000,
    ]);
  });
});

describe('login throttle', () => {
  it('delays one client guessing one account, then refuses it with a retry time, until the window ends', async () => {
    const s = setup();
    const delays: number[] = [];
    for (let i = 0; i < 10; i++) {
      const a = await s.fail('Teacher@Demo.test ', '203.0.113.1');
      expect(a.ok).toBe(true);
      if (a.ok) delays.push(a.delayMs);
    }
    expect(delays).toEqual([0, 0, 0, 250, 500, 1000, 2000, 4000, 5000, 5000]);
    s.advance(60_000);
    const refused = await s.fail('teacher@demo.test', '203.0.113.1');
    expect(refused).toEqual({ ok: false, retryAfterSeconds: 840 });
    s.advance(840_000);
    expect(await s.fail('teacher@demo.test', '203.0.113.1')).toMatchObject({ ok: true, delayMs: 0 });
  });

  it('leaves other clients of the same account alone, and the account-wide count only slows', async () => {
    const s = setup();
    // 30 addresses x 10 failures each: every one of them ends up refused...
    for (let a = 0; a < 30; a++) for (let i = 0; i < 11; i++) await s.fail('owner@demo.test', `192.0.2.${a}`);
    expect((await s.fail('owner@demo.test', '192.0.2.0')).ok).toBe(false);
    // ...while the owner, elsewhere, is only delayed (300 failures counted account-wide)
    const owner = await s.throttle.admit('owner@demo.test', '198.51.100.7');
    expect(owner).toMatchObject({ ok: true, delayMs: 5000 });
  });

  it('refuses an address that sprays many accounts', async () => {
    const s = setup({ addressMaxFailures: 30, addressDelayAfter: 10 });
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push(await s.fail(`user${i}@demo.test`, '203.0.113.2'));
    expect(answers.slice(0, 10).every((a) => a.ok && a.delayMs === 0)).toBe(true);
    expect(answers[10]).toMatchObject({ ok: true, delayMs: 250 });
    expect(answers[30]).toMatchObject({ ok: false });
    expect(await s.throttle.admit('user0@demo.test', '198.51.100.8')).toMatchObject({ ok: true, delayMs: 0 });
  });

  it("does not count a correct password, and clears that client's failures on the account", async () => {
    const s = setup();
    for (let i = 0; i < 5; i++) await s.fail('a@demo.test', '203.0.113.3');
    const right = await s.throttle.admit('a@demo.test', '203.0.113.3');
    expect(right).toMatchObject({ ok: true, delayMs: 1000 });
    if (right.ok) await right.settle(true);
    expect(await s.throttle.admit('a@demo.test', '203.0.113.3')).toMatchObject({ ok: true, delayMs: 0 });
    // many successful sign-ins from one address (a school, the test suites) never trip its limit
    const t = setup({ addressMaxFailures: 3 });
    for (let i = 0; i < 50; i++) {
      const a = await t.throttle.admit(`u${i % 5}@demo.test`, '127.0.0.1');
      expect(a).toMatchObject({ ok: true, delayMs: 0 });
      if (a.ok) await a.settle(true);
    }
  });

  it('counts parallel guesses before any password is checked', async () => {
    const s = setup();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => s.throttle.admit('b@demo.test', '203.0.113.4').then((a) => [i, a] as const)),
    );
    expect(answers.filter(([, a]) => a.ok)).toHaveLength(10);
  });
});

describe('throttle configuration', () => {
  it('has documented defaults and reads the environment', () => {
    expect(loadConfig({}).oidc.loginThrottle).toEqual(POLICY);
    expect(loadConfig({ LOGIN_ACCOUNT_MAX_FAILURES: '4', LOGIN_MAX_DELAY_MS: '100' }).oidc.loginThrottle).toMatchObject(
      {
        accountMaxFailures: 4,
        maxDelayMs: 100,
      },
    );
  });

  it('believes X-Forwarded-For only from a loopback proxy by default', () => {
    expect(loadConfig({}).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: '10.0.3.0/24' }).trustProxy).toBe('10.0.3.0/24');
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    const hops = loadConfig({ TRUST_PROXY: '1' }).trustProxy as (a: string, hop: number) => boolean;
    expect([hops('x', 0), hops('x', 1)]).toEqual([true, false]);
  });
});

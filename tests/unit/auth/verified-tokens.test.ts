// The map of verified access tokens on its own: a hit until the token's expiry and not after, a
// token without an expiry never kept, the oldest dropped at the bound, and clear (key rotation).
import { describe, expect, it } from 'vitest';
import { VerifiedTokens } from '../../../server/auth/verified-tokens.ts';

function setup(maxEntries?: number) {
  let clock = 1_000_000;
  const tokens = new VerifiedTokens({ maxEntries, now: () => clock });
  return { tokens, tick: (ms: number) => (clock += ms), exp: (inSeconds: number) => clock / 1000 + inSeconds };
}

describe('verified tokens', () => {
  it('answers the claims of the very same token until it expires, then forgets it', () => {
    const { tokens, tick, exp } = setup();
    const claims = { sub: 'u1', sid: 's1', exp: exp(60) };
    tokens.set('t1', claims);
    expect(tokens.get('t1')).toEqual(claims);
    expect(tokens.get('t1 ')).toBeUndefined();
    expect(Object.isFrozen(tokens.get('t1'))).toBe(true);
    tick(59_999);
    expect(tokens.get('t1')).toEqual(claims);
    tick(1);
    expect(tokens.get('t1')).toBeUndefined();
    expect(tokens.size).toBe(0);
  });

  it('does not keep a token without an expiry', () => {
    const { tokens } = setup();
    tokens.set('t1', { sub: 'u1' });
    expect(tokens.get('t1')).toBeUndefined();
    expect(tokens.size).toBe(0);
  });

  it('drops the oldest token at its bound, and everything on clear', () => {
    const { tokens, exp } = setup(2);
    for (const t of ['a', 'b', 'c']) tokens.set(t, { sub: t, exp: exp(60) });
    expect([tokens.get('a'), tokens.get('b')?.sub, tokens.get('c')?.sub]).toEqual([undefined, 'b', 'c']);
    tokens.clear();
    expect(tokens.get('b')).toBeUndefined();
    expect(tokens.size).toBe(0);
  });
});

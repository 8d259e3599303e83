// The session's own checks that run before it touches the browser: init once, Web Crypto, the
// options, minValidity. (Sign-in itself is covered by the browser tests.)
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OidcSession } from '../../../src/providers/auth/oidc-session.ts';
import { withTimeout, TIMEOUT_MESSAGE } from '../../../src/providers/auth/with-timeout.ts';
import { parseCallback } from '../../../src/providers/auth/callback-params.ts';

const config = { url: 'http://localhost:3999', realm: 'lms', clientId: 'lms-web' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('OidcSession.init', () => {
  it('can only be initialized once', async () => {
    const session = new OidcSession(config);
    await expect(session.init({ responseMode: 'nope' })).rejects.toThrow('Invalid value for responseMode');
    await expect(session.init({})).rejects.toThrow(new Error('A Keycloak instance can only be initialized once'));
  });

  it.each(['implicit', 'hybrid'])('refuses the %s flow', async (flow) => {
    await expect(new OidcSession(config).init({ flow })).rejects.toThrow('OAuth 2.1');
  });

  it('refuses to start without the Web Crypto API', async () => {
    vi.stubGlobal('crypto', undefined);
    await expect(new OidcSession(config).init({ onLoad: 'login-required' })).rejects.toThrow(
      new Error('Web Crypto API is not available.'),
    );
  });
});

describe('OidcSession.updateToken', () => {
  it.each([Number.NaN, 'soon', -2, Number.POSITIVE_INFINITY])('refuses minValidity %s', async (value) => {
    await expect(new OidcSession(config).updateToken(value as number)).rejects.toThrow(
      new Error('Invalid minValidity'),
    );
  });

  it('needs a signed-in session (0, 5 and -1 are valid)', async () => {
    for (const v of [0, 5, -1])
      await expect(new OidcSession(config).updateToken(v)).rejects.toThrow(new Error('Not authenticated'));
  });
});

describe('callback validation', () => {
  it('accepts a state with a code or an error, from the fragment or the query', () => {
    expect(parseCallback('http://a/auth/callback#state=s1&code=c1', 'fragment')).toMatchObject({
      state: 's1',
      code: 'c1',
    });
    expect(parseCallback('http://a/auth/callback?state=s1&error=access_denied', 'query')).toMatchObject({
      state: 's1',
      error: 'access_denied',
    });
  });

  it('ignores anything else', () => {
    expect(parseCallback('http://a/auth/callback#code=c1', 'fragment')).toBeUndefined();
    expect(parseCallback('http://a/auth/callback#state=s1', 'fragment')).toBeUndefined();
    expect(parseCallback('http://a/auth/callback?state=s1&code=c1', 'fragment')).toBeUndefined();
    expect(parseCallback('http://a/auth/callback#state=s1&access_token=t', 'fragment')).toBeUndefined();
  });
});

describe('withTimeout', () => {
  it('rejects with the spec message when the promise does not settle in time', async () => {
    await expect(withTimeout(new Promise(() => {}), 20)).rejects.toThrow(new Error(TIMEOUT_MESSAGE));
    expect(TIMEOUT_MESSAGE).toBe('Promise is not settled within timeout');
  });

  it('passes a settled value through', async () => {
    await expect(withTimeout(Promise.resolve(7), 1000)).resolves.toBe(7);
  });
});

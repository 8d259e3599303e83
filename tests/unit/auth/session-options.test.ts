import { describe, expect, it } from 'vitest';
import { resolveInitOptions } from '../../../src/providers/auth/session-options.ts';

describe('init options', () => {
  it('defaults to the fragment response mode, the standard flow, S256, a 5 s check and a 10000 ms timeout', () => {
    expect(resolveInitOptions({})).toEqual({
      onLoad: undefined,
      responseMode: 'fragment',
      flow: 'standard',
      pkceMethod: 'S256',
      checkLoginIframe: true,
      checkLoginIframeInterval: 5,
      messageReceiveTimeout: 10_000,
    });
  });

  it('keeps valid choices', () => {
    const o = resolveInitOptions({
      onLoad: 'check-sso',
      responseMode: 'query',
      checkLoginIframe: false,
      checkLoginIframeInterval: 30,
      messageReceiveTimeout: 2500,
    });
    expect(o).toMatchObject({
      onLoad: 'check-sso',
      responseMode: 'query',
      checkLoginIframe: false,
      checkLoginIframeInterval: 30,
      messageReceiveTimeout: 2500,
    });
  });

  it('refuses unknown values with the spec messages', () => {
    expect(() => resolveInitOptions({ responseMode: 'form_post' })).toThrow(
      new Error('Invalid value for responseMode'),
    );
    expect(() => resolveInitOptions({ flow: 'device' })).toThrow(new Error('Invalid value for flow'));
    expect(() => resolveInitOptions({ onLoad: 'always' })).toThrow(new Error('Invalid value for onLoad'));
  });

  it.each(['implicit', 'hybrid'])('refuses the %s flow, saying OAuth 2.1 drops it', (flow) => {
    expect(() => resolveInitOptions({ flow })).toThrow(/OAuth 2\.1 drops it/);
  });

  it('requires PKCE with S256', () => {
    expect(() => resolveInitOptions({ pkceMethod: 'plain' })).toThrow("Invalid value for pkceMethod, expected 'S256'");
    expect(() => resolveInitOptions({ pkceMethod: false })).toThrow("expected 'S256'");
  });
});

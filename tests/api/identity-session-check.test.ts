// Session monitoring (a hidden frame for the silent session check; 'changed'/'error'):
// session_state in the authorization response and the check-session frame, run here with a
// minimal stand-in for the browser around the frame's own script.
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';
import {
  browse,
  CookieJar,
  endpoints,
  pkcePair,
  startAuthorization,
  submitLogin,
  tokenRequest,
} from '../helpers/oidc-login.ts';

const t = useTestApp({ OIDC_REDIRECT_ORIGINS: 'http://localhost:5173' });

const FRAME = '/realms/lms/protocol/openid-connect/login-status-iframe.html';

async function signIn(jar: CookieJar) {
  const { verifier, challenge } = pkcePair();
  const page = await startAuthorization(t.app, jar, { code_challenge: challenge, code_challenge_method: 'S256' });
  if (page instanceof URL) throw new Error('expected the login page');
  const callback = await submitLogin(t.app, jar, page, 'teacher@demo-academy.test', 'Welcome-2026');
  if (!(callback instanceof URL)) throw new Error('sign-in failed');
  const tokens = await tokenRequest(t.app, {
    grant_type: 'authorization_code',
    code: callback.searchParams.get('code')!,
    redirect_uri: endpoints(t.app).redirectUri,
    code_verifier: verifier,
  });
  return { sessionState: callback.searchParams.get('session_state'), idToken: tokens.json().id_token as string };
}

/** Loads the frame's script with `cookie` as document.cookie; returns a function that posts a message. */
async function frame(cookie: () => string) {
  const res = await t.app.inject({ url: FRAME, headers: { host: 'localhost:3999' } });
  const script = /<script>([\s\S]*)<\/script>/.exec(res.body)![1];
  let listener: ((e: unknown) => void) | undefined;
  const window = {
    addEventListener: (_: string, fn: (e: unknown) => void) => {
      listener = fn;
    },
    crypto: globalThis.crypto,
  };
  vm.runInNewContext(script, {
    window,
    btoa,
    TextEncoder,
    Uint8Array,
    String,
    document: {
      get cookie() {
        return cookie();
      },
    },
  });
  return (data: unknown, origin = 'http://localhost:3999') =>
    new Promise<string>((resolve) => {
      listener!({
        data,
        origin,
        source: {
          postMessage: (answer: string, target: string) => {
            expect(target).toBe(origin);
            resolve(answer);
          },
        },
      });
    });
}

describe('check-session frame', () => {
  it('is advertised in discovery and may be framed by the app origins', async () => {
    const d = (
      await t.app.inject({ url: '/realms/lms/.well-known/openid-configuration', headers: { host: 'localhost:3999' } })
    ).json();
    expect(d.check_session_iframe).toBe(`http://localhost:3999${FRAME}`);
    const res = await t.app.inject({ url: FRAME });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['content-security-policy']).toContain(
      "frame-ancestors 'self' http://localhost:3999 http://localhost:5173",
    );
  });

  it('answers unchanged while signed in, changed after logout, error for a malformed message', async () => {
    const jar = new CookieJar();
    const { sessionState, idToken } = await signIn(jar);
    expect(sessionState).toMatch(/^[\w-]{43}\.[\w-]+$/);
    const post = await frame(() => jar.header());
    const message = `${t.config.oidc.clientId} ${sessionState}`;
    expect(await post(message)).toBe('unchanged');
    expect(await post(message, 'http://localhost:5173')).toBe('changed'); // state is bound to the app's origin
    expect(await post('garbage')).toBe('error');

    const e = endpoints(t.app);
    const page = await browse(
      t.app,
      jar,
      `${e.logout}?${new URLSearchParams({ id_token_hint: idToken, post_logout_redirect_uri: 'http://localhost:3999/' })}`,
    );
    const inputs = Object.fromEntries(
      [...page.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    const action = /<form[^>]*action="([^"]+)"/.exec(page.body)![1];
    expect((await browse(t.app, jar, action, { method: 'POST', form: inputs })).statusCode).toBe(303);
    expect(await post(message)).toBe('changed');
  });
});

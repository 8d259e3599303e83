// OIDC Session Management 1.0 (which oidc-provider 9 no longer ships), as Keycloak offers it:
// the authorization response carries session_state, and a hidden frame at
// {issuer}/protocol/openid-connect/login-status-iframe.html answers the app's postMessage
// "client_id session_state" with "unchanged", "changed" or "error" (oidc-client-ts monitorSession).
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { SESSION_IFRAME_PATH } from './urls.ts';

export const BROWSER_STATE_COOKIE = 'lms_session_state';

export function sessionState(clientId: string, origin: string, browserState: string, salt: string): string {
  return `${createHash('sha256').update(`${clientId} ${origin} ${browserState} ${salt}`).digest('base64url')}.${salt}`;
}

// The frame's script: recomputes the state from the browser-state cookie and the caller's origin.
const SCRIPT = `(function () {
  function browserState() {
    var m = document.cookie.match(/(?:^|;\\s*)${BROWSER_STATE_COOKIE}=([^;]*)/);
    return m ? decodeURIComponent(m[1]) : '';
  }
  function b64url(buf) {
    var s = '', bytes = new Uint8Array(buf);
    for (var i = 0; i < bytes.length; i++) s += String.fromCharCode(bytes[i]);
    return btoa(s).replace(/\\+/g, '-').replace(/\\//g, '_').replace(/=+$/, '');
  }
  window.addEventListener('message', function (e) {
    var answer = function (a) { e.source.postMessage(a, e.origin); };
    var parts = typeof e.data === 'string' ? e.data.split(' ') : [];
    var dot = parts.length === 2 ? parts[1].lastIndexOf('.') : -1;
    if (!e.source || dot < 1) return answer('error');
    if (!window.crypto || !window.crypto.subtle) return answer('error');
    var salt = parts[1].slice(dot + 1);
    var data = new TextEncoder().encode(parts[0] + ' ' + e.origin + ' ' + browserState() + ' ' + salt);
    window.crypto.subtle.digest('SHA-256', data).then(function (d) {
      answer(b64url(d) + '.' + salt === parts[1] ? 'unchanged' : 'changed');
    }, function () { answer('error'); });
  });
})();`;
const SCRIPT_HASH = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`;
export const SESSION_IFRAME_HTML = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Session check</title></head><body><script>${SCRIPT}</script></body></html>`;

/** Adds session_state to authorization responses and keeps the browser-state cookie in step. */
export function enableSessionState(provider: Provider, prefix: string, sessionTtl: number) {
  const cookie = (ctx: KoaContextWithOIDC, value: string | null) =>
    ctx.cookies.set(BROWSER_STATE_COOKIE, value, {
      path: prefix,
      httpOnly: false,
      sameSite: 'lax',
      signed: false,
      overwrite: true,
      maxAge: sessionTtl * 1000,
    });
  provider.on('authorization.success', (ctx, out) => {
    // `out` is the response about to be sent: what is added here reaches the redirect.
    const { session, client, params } = ctx.oidc;
    if (!out?.code || !session?.accountId || !client || typeof params?.redirect_uri !== 'string') return;
    const browserState = createHash('sha256')
      .update(`${session.uid}:${session.accountId}:${session.loginTs}`)
      .digest('base64url');
    cookie(ctx, browserState);
    out.session_state = sessionState(
      client.clientId,
      new URL(params.redirect_uri).origin,
      browserState,
      randomBytes(8).toString('base64url'),
    );
  });
  provider.on('end_session.success', (ctx) => cookie(ctx, null));
}

export function sessionIframeRoute(app: FastifyInstance, prefix: string, origins: string[]) {
  app.get(
    `${prefix}${SESSION_IFRAME_PATH}`,
    { config: { access: 'public', produces: 'text/html' } },
    async (_req, reply) => {
      reply.raw.removeHeader('x-frame-options');
      return reply
        .header(
          'content-security-policy',
          `default-src 'none'; script-src ${SCRIPT_HASH}; frame-ancestors 'self' ${origins.join(' ')}`,
        )
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(SESSION_IFRAME_HTML);
    },
  );
}

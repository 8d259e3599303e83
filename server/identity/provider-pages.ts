// The provider's own pages in our look: logout (auto-confirmed only for an id_token_hint of this session),
// signed-out, and errors. Inline scripts are allowed by hash only (see mount.ts).
import { createHash } from 'node:crypto';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { escapeHtml, page } from './html.ts';

export const AUTO_SUBMIT = "document.addEventListener('DOMContentLoaded',function(){document.forms[0].submit()});";
export const AUTO_SUBMIT_HASH = `'sha256-${createHash('sha256').update(AUTO_SUBMIT).digest('base64')}'`;

interface HintPayload {
  sub?: unknown;
  sid?: unknown;
  exp?: unknown;
}

/** True when the id_token_hint (its signature already checked by oidc-provider, which ignores its
 * expiry) is unexpired and was issued in this very session to the signed-in account. Anything else,
 * even a genuine token of another session or user, could be a cross-site request to sign out. */
export function hintMatchesSession(ctx: KoaContextWithOIDC, now = Date.now() / 1000): boolean {
  const payload = (ctx.oidc.entities.IdTokenHint as { payload?: HintPayload } | undefined)?.payload;
  const session = ctx.oidc.session;
  if (!payload || !session?.accountId) return false;
  return (
    typeof payload.exp === 'number' &&
    payload.exp > now &&
    payload.sub === session.accountId &&
    typeof payload.sid === 'string' &&
    payload.sid === session.uid
  );
}

/** oidc-provider's logout page. `form` is its hidden logout form (id op.logoutForm, with its xsrf
 * field); `homeUrl` is where "stay signed in" goes. */
export function logoutSource(homeUrl: string) {
  return async (ctx: KoaContextWithOIDC, form: string) => {
    ctx.type = 'html';
    if (hintMatchesSession(ctx)) {
      const autoForm = form.replace(
        '</form>',
        '<input type="hidden" name="logout" value="yes"/><noscript><button type="submit">Continue signing out</button></noscript></form>',
      );
      ctx.body = page(
        'Signing out',
        `<p class="subtitle">Signing you out…</p>${autoForm}<script>${AUTO_SUBMIT}</script>`,
      );
      return;
    }
    // "No" must change nothing: submitting the form without logout=yes would still end the app's
    // grant, so it is a plain link back to the app.
    const back = escapeHtml(ctx.oidc.params?.post_logout_redirect_uri ?? homeUrl);
    ctx.body = page(
      'Sign out',
      `<p class="subtitle">Do you want to sign out?</p>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Yes, sign me out</button>
<p class="note"><a href="${back}">No, stay signed in</a></p>`,
    );
  };
}

export async function postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
  ctx.type = 'html';
  ctx.body = page(
    'Signed out',
    '<p class="subtitle" role="status">You have been signed out.</p><p class="note">You can close this window.</p>',
  );
}

export async function renderError(ctx: KoaContextWithOIDC, out: { error: string; error_description?: string }) {
  ctx.type = 'html';
  ctx.body = page(
    'Sign-in problem',
    `<p class="subtitle">Something went wrong while signing in.</p>
<p class="alert" role="alert">${escapeHtml(out.error_description ?? out.error)}</p>
<p class="note">Go back to the application and try again.</p>`,
  );
}

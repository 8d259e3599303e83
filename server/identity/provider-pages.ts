// The provider's own pages in our look: logout (auto-confirmed for a valid id_token_hint),
// signed-out, and errors. Inline scripts are allowed by hash only (see mount.ts).
import { createHash } from 'node:crypto';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { escapeHtml, page } from './html.ts';

const AUTO_SUBMIT = "document.addEventListener('DOMContentLoaded',function(){document.forms[0].submit()});";
export const AUTO_SUBMIT_HASH = `'sha256-${createHash('sha256').update(AUTO_SUBMIT).digest('base64')}'`;

/** `form` is oidc-provider's hidden logout form (id op.logoutForm, with its xsrf field). */
export async function logoutSource(ctx: KoaContextWithOIDC, form: string) {
  ctx.type = 'html';
  // The RP proved who it is with a valid id_token_hint: sign out without asking.
  if (ctx.oidc.entities.IdTokenHint) {
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
  ctx.body = page(
    'Sign out',
    `<p class="subtitle">Do you want to sign out?</p>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Yes, sign me out</button>
<button type="submit" form="op.logoutForm" class="secondary">No, stay signed in</button>`,
  );
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

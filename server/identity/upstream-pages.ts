// The pages of sign-in with the school's account, in the sign-in pages' look: the school address
// form (its domain picks the school's provider), a choice when several schools share the domain,
// and a refusal (4xx, its code named, nothing created).
import { escapeHtml, page } from './html.ts';
import type { UpstreamRefusal } from './upstream-oidc.ts';

export function schoolPage({
  action,
  back,
  email,
  error,
}: {
  action: string;
  back: string;
  email?: string;
  error?: string;
}) {
  const alert = error ? `<p class="alert" role="alert" id="school-error">${escapeHtml(error)}</p>` : '';
  return page(
    'Sign in with your school account',
    `<p class="subtitle">Sign in with your school account</p>
${alert}
<form method="post" action="${escapeHtml(action)}" novalidate>
<label for="email">Your school email address</label>
<input id="email" name="email" type="email" autocomplete="username" inputmode="email" required autofocus
  value="${escapeHtml(email)}"${error ? ' aria-describedby="school-error" aria-invalid="true"' : ''}>
<button type="submit">Continue</button>
</form>
<p class="note"><a href="${escapeHtml(back)}">Sign in with a password instead</a></p>`,
  );
}

export function choicePage(back: string, choices: { href: string; label: string; school: string }[]) {
  const links = choices
    .map(
      (c) =>
        `<p><a class="button" href="${escapeHtml(c.href)}">${escapeHtml(c.label)}</a> (${escapeHtml(c.school)})</p>`,
    )
    .join('\n');
  return page(
    'Choose your school',
    `<p class="subtitle">Choose your school</p>
${links}
<p class="note"><a href="${escapeHtml(back)}">Sign in with a password instead</a></p>`,
  );
}

export function upstreamRefusalPage(r: UpstreamRefusal, home: string) {
  return page(
    'Sign-in refused',
    `<p class="subtitle">Signing in with your school account did not work.</p>
<p class="alert" role="alert" data-code="${escapeHtml(r.code)}">${escapeHtml(r.message)}</p>
<p class="note">Nothing was changed. <a href="${escapeHtml(home)}">Back to the application</a> to try again.
If this keeps happening, show this message (${escapeHtml(r.code)}) to your school's administrator.</p>`,
  );
}

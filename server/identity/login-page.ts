// The sign-in form of the embedded provider: inputs named login and password.
import { escapeHtml, page } from './html.ts';

export interface LoginView {
  action: string;
  login?: string;
  error?: string;
  /** the school sign-in page (upstream-routes.ts), offered when a school has connected a provider */
  schoolHref?: string;
}

export function loginPage({ action, login, error, schoolHref }: LoginView): string {
  const alert = error ? `<p class="alert" role="alert" id="login-error">${escapeHtml(error)}</p>` : '';
  const school = schoolHref
    ? `\n<p class="note"><a href="${escapeHtml(schoolHref)}">Sign in with your school account</a></p>`
    : '';
  const described = error ? ' aria-describedby="login-error" aria-invalid="true"' : '';
  return page(
    'Sign in',
    `<p class="subtitle">Sign in to your account</p>
${alert}
<form method="post" action="${escapeHtml(action)}" novalidate>
<label for="login">Email</label>
<input id="login" name="login" type="email" autocomplete="username" inputmode="email" required
  value="${escapeHtml(login)}"${described}${login ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described}${login ? ' autofocus' : ''}>
<button type="submit">Sign in</button>
</form>${school}`,
  );
}

export const MESSAGES = {
  /** unknown account and wrong password alike */
  invalid: 'Invalid email or password.',
  disabled: 'This account is disabled. Please contact your school administrator.',
  /** the login throttle: about this device or network, never about the account */
  throttled: (seconds: number) => {
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    return `Too many sign-in attempts from this device or network. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
  },
  missing: 'Please enter your email and password.',
};

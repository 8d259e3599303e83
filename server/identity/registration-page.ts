// The sign-up form of the embedded provider's registration endpoint (registration-routes.ts), in the
// login page's shell: first name, last name and e-mail; the client's parameters ride along hidden.
// After a sign-up it says where the link to choose a password went.
import { escapeHtml, page } from './html.ts';
import { SIGNUP_RULES } from '../../src/shared/signup.ts';

export interface RegistrationView {
  action: string;
  title: string;
  hidden: Record<string, string | undefined>;
  /** the application's home, for the link back */
  back: string;
  values?: Record<string, string | undefined>;
  error?: string;
  fields?: Record<string, string>;
  /** the address the confirmation went to: the sign-up is done */
  sentTo?: string;
}

const FIELDS = [
  ['first_name', 'text', 'given-name'],
  ['last_name', 'text', 'family-name'],
  ['email', 'email', 'email'],
] as const;

function field(name: (typeof FIELDS)[number][0], type: string, autocomplete: string, view: RegistrationView) {
  const problem = view.fields?.[name];
  const described = problem ? ` aria-describedby="${name}-error" aria-invalid="true"` : '';
  const note = problem ? `<p class="alert" id="${name}-error">${escapeHtml(problem)}</p>` : '';
  return `<label for="${name}">${escapeHtml(SIGNUP_RULES[name].label)}</label>
<input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" required
  value="${escapeHtml(view.values?.[name])}"${described}>${note}`;
}

export function registrationPage(view: RegistrationView): string {
  const back = `<p class="note"><a href="${escapeHtml(view.back)}">Back to the application</a></p>`;
  if (view.sentTo)
    return page(
      'Check your e-mail',
      `<p class="subtitle">Check your e-mail</p>
<p role="status">We sent a link to ${escapeHtml(view.sentTo)}. Follow it to choose your password, then sign in.</p>
${back}`,
    );
  const hidden = Object.entries(view.hidden)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('\n');
  const alert = view.error && !view.fields ? `<p class="alert" role="alert">${escapeHtml(view.error)}</p>` : '';
  return page(
    'Sign up',
    `<p class="subtitle">${escapeHtml(view.title)}</p>
${alert}
<form method="post" action="${escapeHtml(view.action)}" novalidate>
${hidden}
${FIELDS.map(([name, type, auto]) => field(name, type, auto, view)).join('\n')}
<button type="submit">Sign up</button>
</form>
${back}`,
  );
}

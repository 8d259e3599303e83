// The rules a new password must meet, wherever one is set (a mailed link, a change, an administrator,
// a sign-up: all through IdentityAdmin, server/identity-admin/password-checks.ts): long enough (12
// characters by default, PASSWORD_MIN_LENGTH, never under 8), at most 128, not one of the ~49,000
// common and breached passwords of @zxcvbn-ts/language-common, and not the account's own address.
// No composition rules (upper case, digits, symbols): length and the list do the work. Each refusal
// says why, so the form can show it.
import { dictionary } from '@zxcvbn-ts/language-common';

export const PASSWORD_MIN_FLOOR = 8;
export const PASSWORD_MAX_LENGTH = 128;

let common: Set<string> | undefined;
/** the list, lower case; built at its first use */
const commonPasswords = () => (common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase())));

export interface PasswordContext {
  minLength: number;
  /** the account's e-mail address (its sign-in name), when known */
  email?: string;
}

/** Why the password is refused, or undefined when it may be used. */
export function passwordProblem(password: string, { minLength, email }: PasswordContext): string | undefined {
  const length = [...password].length; // characters, not UTF-16 units
  if (length < minLength) return `The password must have at least ${minLength} characters`;
  if (length > PASSWORD_MAX_LENGTH) return `The password must have at most ${PASSWORD_MAX_LENGTH} characters`;
  const lower = password.normalize('NFKC').toLowerCase();
  if (commonPasswords().has(lower))
    return 'This password is on a list of common or breached passwords; choose a less common one';
  const address = email?.trim().toLowerCase();
  if (address && (lower === address || lower === address.split('@')[0]))
    return 'The password must not be your e-mail address or user name';
  return undefined;
}

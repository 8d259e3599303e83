// The app's redirect URIs at the identity provider (registered there for every origin served).
export const CALLBACK_PATH = '/auth/callback';
export const SILENT_CALLBACK_PATH = '/auth/silent-callback';

export const callbackUrl = () => `${window.location.origin}${CALLBACK_PATH}`;
export const silentCallbackUrl = () => `${window.location.origin}${SILENT_CALLBACK_PATH}`;
/** Logout returns to the product's home address */
export const homeUrl = () => `${window.location.origin}/`;

/** Only same-origin paths are followed after sign-in. */
export function safeReturnPath(value: unknown, fallback = '/dashboard'): string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : fallback;
}

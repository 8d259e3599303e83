// When the browser blocks third-party cookies, a warning is logged and silent sign-in
// (and with it the session check) is disabled. A provider on the app's own origin needs no
// third-party cookies; for another origin we ask Keycloak's 3p-cookies page.
import { withTimeout } from './with-timeout.ts';

export async function thirdPartyCookiesUsable(
  providerUrl: string,
  checkPage: string,
  timeoutMs: number,
): Promise<boolean> {
  if (new URL(providerUrl, window.location.href).origin === window.location.origin) return true;
  const iframe = document.createElement('iframe');
  iframe.src = checkPage;
  iframe.title = 'third-party cookie check';
  iframe.style.display = 'none';
  let onMessage: ((e: MessageEvent) => void) | undefined;
  const answer = new Promise<boolean>((resolve) => {
    onMessage = (e: MessageEvent) => {
      if (e.source !== iframe.contentWindow) return;
      if (e.data === 'supported' || e.data === 'unsupported') resolve(e.data === 'supported');
    };
    window.addEventListener('message', onMessage);
  });
  document.body.appendChild(iframe);
  let usable: boolean;
  try {
    usable = await withTimeout(answer, timeoutMs);
  } catch {
    usable = false; // no answer: the provider has no such page, or the frame was blocked
  } finally {
    window.removeEventListener('message', onMessage!);
    iframe.remove();
  }
  if (!usable) {
    console.warn(
      '[auth] The browser blocks third-party cookies for the identity provider: silent sign-in and ' +
        'session checks are disabled; tokens are renewed with the refresh token or a full redirect.',
    );
  }
  return usable;
}

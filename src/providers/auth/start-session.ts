// Start-up, before anything renders: runtime settings, the session (sign-in callback, stored
// session, or off to the provider when the page needs a signed-in user), then the app user.
import { loadRuntimeConfig, type RuntimeConfig } from '../../config/runtime-config.ts';
import { setApiBaseUrl } from '../http-client.ts';
import { isPublicPath } from '../../config/public-routes.ts';
import { OidcSession } from './oidc-session.ts';
import { installAuthBridge } from './auth-bridge.ts';
import { clearAppSession, loadAppSession } from './app-session.ts';
import { readItem, removeItem } from './auth-storage.ts';

export type StartOutcome =
  | { kind: 'ready'; session: OidcSession; settings: RuntimeConfig }
  | { kind: 'sign-in-failed'; session: OidcSession; error: Error }
  | { kind: 'account-failed'; session: OidcSession; error: Error };

export async function startSession(): Promise<StartOutcome> {
  const settings = await loadRuntimeConfig();
  setApiBaseUrl(settings.apiBaseUrl);
  const session = new OidcSession(settings.oidc);
  installAuthBridge(session);
  session.onAuthLogout = () => clearAppSession();
  // On token expiry a refresh is tried; failure logs out
  session.onTokenExpired = () => {
    session.updateToken(-1).catch(() => {
      if (session.authenticated) void session.logout();
    });
  };
  const publicPage = isPublicPath(window.location.pathname);
  try {
    await session.init({
      onLoad: publicPage ? 'check-sso' : 'login-required',
      responseMode: 'fragment',
      flow: 'standard',
      pkceMethod: 'S256',
      checkLoginIframe: true,
      checkLoginIframeInterval: 5,
      messageReceiveTimeout: 10_000,
    });
  } catch (error) {
    return { kind: 'sign-in-failed', session, error: error as Error };
  }
  if (session.authenticated) {
    // another account signed in on this browser: its role choice does not carry over
    if (readItem('app_user')?.user_id !== session.subject) removeItem('current_role');
    try {
      await loadAppSession(session.subject!);
    } catch (error) {
      return { kind: 'account-failed', session, error: error as Error };
    }
  }
  if (session.returnTo) window.history.replaceState(null, '', session.returnTo);
  return { kind: 'ready', session, settings };
}

// Connects the HTTP client to the session: a token refreshed when within 5 s of expiry before
// every call, the current role header, and what happens when the session cannot be refreshed.
import { setAuthBridge } from '../http-client.ts';
import { readItem } from './auth-storage.ts';
import type { OidcSession } from './oidc-session.ts';

const leaving = () => new Promise<never>(() => {});

export function installAuthBridge(session: OidcSession) {
  // Refresh failure logs out. A session already cleared (refresh answered 400) has restarted
  // login itself when login is required; a visitor who never signed in has nothing to lose.
  const sessionLost = () => {
    if (session.authenticated) void session.logout();
  };
  setAuthBridge({
    async getToken(minValidity = 5) {
      if (!session.token) return undefined;
      try {
        await session.updateToken(minValidity);
        return session.token;
      } catch (err) {
        if ((err as Error).message === 'Not authenticated') {
          window.location.reload();
          return leaving();
        }
        if (session.authenticated || session.loginRequired) {
          sessionLost(); // logging out, or clearToken is already on its way to the login page
          return leaving();
        }
        return undefined; // a public page whose session just ended: go on without a token
      }
    },
    async refresh() {
      if (!session.token) return false;
      try {
        await session.updateToken(-1);
        return true;
      } catch {
        return false;
      }
    },
    currentRole: () => readItem('current_role'),
    onSessionLost: sessionLost,
  });
}

// The oidc-client-ts UserManager behind the session, set up for authorization code
// + PKCE, pending-login state kept 60 minutes, tokens refreshed on demand (not on a timer),
// the user kept in localStorage so every tab shares one sign-in.
import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { realmUrl, type SessionConfig } from './session-config.ts';
import type { ResolvedInitOptions } from './session-options.ts';
import { callbackUrl, homeUrl, silentCallbackUrl } from './auth-paths.ts';

export const PENDING_LOGIN_MAX_AGE_SECONDS = 60 * 60;

export function createUserManager(config: SessionConfig, options: ResolvedInitOptions): UserManager {
  return new UserManager({
    authority: realmUrl(config),
    client_id: config.clientId,
    redirect_uri: callbackUrl(),
    silent_redirect_uri: silentCallbackUrl(),
    post_logout_redirect_uri: homeUrl(),
    response_type: 'code',
    response_mode: options.responseMode,
    scope: 'openid profile email',
    staleStateAgeInSeconds: PENDING_LOGIN_MAX_AGE_SECONDS,
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    stateStore: new WebStorageStateStore({ store: window.localStorage }),
    // the session refreshes before each call (minValidity 5 s) and on expiry; session
    // monitoring is ours (session-monitor.ts), with the provider's iframe or a silent query
    automaticSilentRenew: false,
    monitorSession: false,
    loadUserInfo: false,
    silentRequestTimeoutInSeconds: options.messageReceiveTimeout / 1000,
    includeIdTokenInSilentRenew: true,
  });
}

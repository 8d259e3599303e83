// A Keycloak-adapter-like session over oidc-client-ts: init once, sign in with
// the authorization code flow + PKCE S256, keep the token fresh, watch the provider session,
// log out through the provider. The Refine auth provider (auth-provider.ts) drives it.
import { ErrorResponse, type User, type UserManager } from 'oidc-client-ts';
import {
  checkConfigInput,
  endpoints,
  resolveConfig,
  type SessionConfig,
  type SessionConfigInput,
} from './session-config.ts';
import { resolveInitOptions, type InitOptions, type ResolvedInitOptions } from './session-options.ts';
import { decodeToken, type TokenPayload } from './decode-token.ts';
import { parseCallback, type CallbackParams } from './callback-params.ts';
import { createUserManager } from './user-manager.ts';
import { thirdPartyCookiesUsable } from './third-party-cookies.ts';
import { startSessionMonitor } from './session-monitor.ts';
import { requireWebCrypto } from './web-crypto.ts';
import { silentQueryUrl } from './silent-query.ts';
import { withTimeout } from './with-timeout.ts';
import { CALLBACK_PATH, homeUrl, safeReturnPath } from './auth-paths.ts';
import { clearAllStorage, removeItem, writeItem, type AuthUser } from './auth-storage.ts';

export interface LoginOptions {
  /** the app path to open after signing in (default: the current one) */
  returnTo?: string;
  prompt?: 'login' | 'none';
}

const currentPath = () => `${window.location.pathname}${window.location.search}`;
const never = () => new Promise<never>(() => {});

export class OidcSession {
  authenticated = false;
  loginRequired = false;
  token?: string;
  tokenParsed?: TokenPayload;
  idToken?: string;
  refreshToken?: string;
  subject?: string;
  profile?: AuthUser;
  /** where the sign-in callback said to go */
  returnTo?: string;
  silentSignInEnabled = true;

  onAuthSuccess?: () => void;
  onAuthError?: (err: Error) => void;
  onAuthRefreshSuccess?: () => void;
  onAuthRefreshError?: () => void;
  onAuthLogout?: () => void;
  onTokenExpired?: () => void;

  #didInitialize = false;
  #options?: ResolvedInitOptions;
  #config?: SessionConfig;
  #manager?: UserManager;
  #expiresAt?: number;
  #sessionState?: string;
  #refreshing?: Promise<boolean>;
  #expiryTimer?: ReturnType<typeof setTimeout>;
  #stopMonitor?: () => void;
  #redirecting = false;

  constructor(private readonly configInput: SessionConfigInput) {
    checkConfigInput(configInput);
  }

  async init(initOptions: InitOptions = {}): Promise<boolean> {
    if (this.#didInitialize) throw new Error('A Keycloak instance can only be initialized once');
    this.#didInitialize = true;
    const options = resolveInitOptions(initOptions);
    requireWebCrypto();
    this.#options = options;
    this.loginRequired = options.onLoad === 'login-required';
    const config = (this.#config = await resolveConfig(this.configInput));
    const manager = (this.#manager = createUserManager(config, options));
    await manager.clearStaleState();
    this.silentSignInEnabled = await thirdPartyCookiesUsable(
      config.url,
      endpoints(config).thirdPartyCookies,
      options.messageReceiveTimeout,
    );

    const callback =
      window.location.pathname === CALLBACK_PATH
        ? parseCallback(window.location.href, options.responseMode)
        : undefined;
    if (callback) await this.#processCallback(callback);
    else await this.#restore();

    if (!this.authenticated && options.onLoad === 'login-required') await this.login();
    if (!this.authenticated && options.onLoad === 'check-sso' && this.silentSignInEnabled) {
      try {
        this.#setUser(await withTimeout(manager.signinSilent(), options.messageReceiveTimeout));
      } catch {
        // no provider session: stay signed out
      }
    }
    // the session check starts after the provider's metadata arrives; the app does not wait for
    // it (issue #32: its discovery request was on every page's start)
    if (this.authenticated)
      this.#startMonitor().catch((err: unknown) => console.warn('[auth] Session check not started', err));
    return this.authenticated;
  }

  /** Redirects to the provider's login page; the returned promise never settles (the page leaves). */
  async login(options: LoginOptions = {}): Promise<void> {
    if (!this.#redirecting) {
      this.#redirecting = true;
      await this.#mgr().signinRedirect({
        state: { returnTo: safeReturnPath(options.returnTo ?? currentPath()) },
        prompt: options.prompt,
      });
    }
    return never();
  }

  /** Clear all stored data, end the provider session, return to the home address. */
  async logout(): Promise<void> {
    const idToken = this.idToken;
    this.#stop();
    this.#setUser(null);
    clearAllStorage();
    this.onAuthLogout?.();
    this.#redirecting = true;
    if (idToken) await this.#mgr().signoutRedirect({ id_token_hint: idToken, post_logout_redirect_uri: homeUrl() });
    else window.location.assign(homeUrl());
    return never();
  }

  isTokenExpired(minValidity = 0): boolean {
    if (!this.token) throw new Error('Not authenticated');
    if (typeof minValidity !== 'number' || Number.isNaN(minValidity)) throw new Error('Invalid minValidity');
    const expiresAt = this.#expiresAt ?? this.tokenParsed?.exp;
    if (typeof expiresAt !== 'number') return false;
    return expiresAt - Date.now() / 1000 - minValidity < 0;
  }

  /** Refreshes when the token expires within minValidity seconds (default 5; -1 forces it).
   * Resolves true when refreshed, false when still valid. */
  async updateToken(minValidity = 5): Promise<boolean> {
    if (typeof minValidity !== 'number' || !Number.isFinite(minValidity) || (minValidity < 0 && minValidity !== -1)) {
      throw new Error('Invalid minValidity');
    }
    if (!this.token) throw new Error('Not authenticated');
    if (minValidity !== -1 && !this.isTokenExpired(minValidity)) return false;
    this.#refreshing ??= this.#refresh(minValidity === -1).finally(() => (this.#refreshing = undefined));
    return this.#refreshing;
  }

  /** Forgets the tokens; with login required, starts a new sign-in. */
  clearToken() {
    if (!this.token) return;
    this.#stop();
    this.#setUser(null);
    void this.#manager?.removeUser();
    this.onAuthLogout?.();
    if (this.loginRequired) void this.login();
  }

  async #refresh(forced: boolean): Promise<boolean> {
    try {
      // another tab may have refreshed already (the user is stored in localStorage): adopt its
      // tokens rather than spend the rotated refresh token again
      const stored = await this.#mgr().getUser();
      if (!forced && stored && stored.access_token !== this.token && (stored.expires_in ?? 0) > 5) {
        this.#setUser(stored);
        return true;
      }
      if (!this.refreshToken && !this.silentSignInEnabled)
        throw new Error('No refresh token, and silent sign-in is disabled');
      const user = await withTimeout(this.#mgr().signinSilent(), this.#options!.messageReceiveTimeout);
      if (!user) throw new Error('The provider returned no session');
      this.#setUser(user);
      this.onAuthRefreshSuccess?.();
      return true;
    } catch (err) {
      console.warn('[auth] Failed to refresh token', err);
      // an OAuth error answer (HTTP 400: the grant or session is gone) ends this session
      if (err instanceof ErrorResponse) this.clearToken();
      this.onAuthRefreshError?.();
      throw new Error('Failed to refresh token', { cause: err });
    }
  }

  async #processCallback(params: CallbackParams) {
    const href = window.location.href;
    window.history.replaceState(null, '', CALLBACK_PATH); // the code must not stay in the address bar
    try {
      const user = await this.#mgr().signinRedirectCallback(href);
      this.returnTo = safeReturnPath((user.state as { returnTo?: unknown } | undefined)?.returnTo);
      this.#setUser(user);
      this.onAuthSuccess?.();
    } catch (err) {
      const returnTo = (err instanceof ErrorResponse ? (err.state as { returnTo?: unknown } | undefined) : undefined)
        ?.returnTo;
      if (params.error_description === 'authentication_expired') {
        await this.login({ returnTo: safeReturnPath(returnTo) });
        return;
      }
      // A failed login clears all stored items and prompts login again
      this.#setUser(null);
      clearAllStorage();
      const reason = err instanceof Error ? err.message : String(err);
      const failure = new Error(`Sign-in failed: ${reason}`, { cause: err });
      this.onAuthError?.(failure);
      throw failure;
    }
  }

  async #restore() {
    const user = await this.#mgr().getUser();
    if (!user) return;
    this.#setUser(user);
    if (!this.isTokenExpired(5)) return;
    try {
      await this.updateToken(-1);
    } catch {
      this.#setUser(null); // onLoad decides what happens next
    }
  }

  #setUser(user: User | null) {
    clearTimeout(this.#expiryTimer);
    if (!user) {
      this.authenticated = false;
      this.token = this.tokenParsed = this.idToken = this.refreshToken = this.subject = this.profile = undefined;
      this.#expiresAt = this.#sessionState = undefined;
      removeItem('access_token');
      removeItem('auth_user');
      return;
    }
    this.token = user.access_token;
    this.tokenParsed = decodeToken(user.access_token);
    this.idToken = user.id_token;
    this.refreshToken = user.refresh_token;
    this.profile = user.profile as AuthUser;
    this.subject = user.profile.sub;
    this.#expiresAt = user.expires_at;
    this.#sessionState = user.session_state ?? this.tokenParsed.sid;
    this.authenticated = true;
    writeItem('access_token', user.access_token);
    writeItem('auth_user', this.profile);
    if (this.onTokenExpired && typeof user.expires_in === 'number') {
      this.#expiryTimer = setTimeout(() => this.onTokenExpired?.(), Math.max(0, user.expires_in * 1000));
    }
  }

  async #startMonitor() {
    const options = this.#options!;
    if (!options.checkLoginIframe || !this.silentSignInEnabled) return;
    const manager = this.#mgr();
    const metadata = await manager.metadataService.getMetadata();
    if (!this.authenticated) return; // signed out while the metadata was on its way
    this.#stopMonitor?.();
    this.#stopMonitor = startSessionMonitor({
      intervalSeconds: options.checkLoginIframeInterval,
      timeoutMs: options.messageReceiveTimeout,
      checkSessionIframe: metadata.check_session_iframe,
      clientId: this.#config!.clientId,
      sessionState: () => this.#sessionState,
      silentQueryUrl: () => silentQueryUrl(metadata.authorization_endpoint!, this.#config!.clientId, this.idToken),
      onChanged: () => this.clearToken(),
      onError: (err) => console.warn('[auth] Session check failed', err.message),
    });
  }

  #stop() {
    clearTimeout(this.#expiryTimer);
    this.#stopMonitor?.();
    this.#stopMonitor = undefined;
  }

  #mgr(): UserManager {
    if (!this.#manager) throw new Error('The session is not initialized');
    return this.#manager;
  }
}

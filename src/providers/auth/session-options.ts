// The session's init options, validated with the spec's messages and defaults.
// Only the standard flow (authorization code + PKCE S256) is offered.

export type OnLoad = 'login-required' | 'check-sso';
export type ResponseMode = 'query' | 'fragment';

export interface InitOptions {
  onLoad?: OnLoad | string;
  responseMode?: ResponseMode | string;
  flow?: 'standard' | string;
  pkceMethod?: 'S256' | string | false;
  checkLoginIframe?: boolean;
  /** seconds between session checks */
  checkLoginIframeInterval?: number;
  /** ms to wait for another window's answer */
  messageReceiveTimeout?: number;
}

export interface ResolvedInitOptions {
  onLoad?: OnLoad;
  responseMode: ResponseMode;
  flow: 'standard';
  pkceMethod: 'S256';
  checkLoginIframe: boolean;
  checkLoginIframeInterval: number;
  messageReceiveTimeout: number;
}

export const DEFAULT_CHECK_INTERVAL_SECONDS = 5;
export const DEFAULT_MESSAGE_TIMEOUT_MS = 10_000;

export function resolveInitOptions(options: InitOptions = {}): ResolvedInitOptions {
  const { onLoad, responseMode = 'fragment', flow = 'standard', pkceMethod = 'S256' } = options;
  if (responseMode !== 'query' && responseMode !== 'fragment') throw new Error('Invalid value for responseMode');
  if (flow === 'implicit' || flow === 'hybrid') {
    throw new Error(
      `The ${flow} flow is not supported: OAuth 2.1 drops it because it returns tokens in the redirect URL. Use flow 'standard' (authorization code with PKCE).`,
    );
  }
  if (flow !== 'standard') throw new Error('Invalid value for flow');
  if (onLoad !== undefined && onLoad !== 'login-required' && onLoad !== 'check-sso')
    throw new Error('Invalid value for onLoad');
  if (pkceMethod !== 'S256') {
    // 'false' would turn PKCE off, which a public client must not do
    throw new Error(`Invalid value for pkceMethod, expected 'S256' but got ${String(pkceMethod)}.`);
  }
  const interval = options.checkLoginIframeInterval;
  const timeout = options.messageReceiveTimeout;
  return {
    onLoad: onLoad as OnLoad | undefined,
    responseMode,
    flow,
    pkceMethod,
    checkLoginIframe: options.checkLoginIframe ?? true,
    checkLoginIframeInterval: typeof interval === 'number' && interval > 0 ? interval : DEFAULT_CHECK_INTERVAL_SECONDS,
    messageReceiveTimeout: typeof timeout === 'number' && timeout > 0 ? timeout : DEFAULT_MESSAGE_TIMEOUT_MS,
  };
}

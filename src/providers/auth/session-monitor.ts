// Is the provider session still the one we signed in with? Checked every interval
// (default 5 s). With the provider's check_session_iframe (OIDC Session Management, Keycloak's
// login-status iframe) we post "clientId session_state" to it; without one (the embedded
// oidc-provider has none) we ask the authorization endpoint silently (prompt=none with
// id_token_hint) in a hidden frame. Either way: 'changed' clears the token, 'error' fails the check.
import { withTimeout } from './with-timeout.ts';

export type SessionStatus = 'unchanged' | 'changed' | 'error';

export interface MonitorOptions {
  intervalSeconds: number;
  timeoutMs: number;
  /** the provider's check_session_iframe, when its discovery document has one */
  checkSessionIframe?: string;
  clientId: string;
  sessionState: () => string | undefined;
  /** builds a prompt=none authorization URL for the silent query */
  silentQueryUrl: () => Promise<string>;
  onChanged: () => void;
  onError: (err: Error) => void;
}

function hiddenFrame(src: string, title: string): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  frame.src = src;
  frame.title = title;
  frame.style.display = 'none';
  document.body.appendChild(frame);
  return frame;
}

function waitForMessage<T>(
  frame: HTMLIFrameElement,
  timeoutMs: number,
  pick: (data: unknown) => T | undefined,
): Promise<T> {
  let listener: ((e: MessageEvent) => void) | undefined;
  const answer = new Promise<T>((resolve) => {
    listener = (e: MessageEvent) => {
      if (e.source !== frame.contentWindow) return;
      const value = pick(e.data);
      if (value !== undefined) resolve(value);
    };
    window.addEventListener('message', listener);
  });
  return withTimeout(answer, timeoutMs).finally(() => window.removeEventListener('message', listener!));
}

/** The check_session_iframe protocol: one frame kept open, one question per check. The frame is
 * made at the first check, not with the page: its document loads on the page's own thread, beside
 * the page's first render (issue #32). */
function iframeCheck(opts: MonitorOptions): () => Promise<SessionStatus> {
  const url = new URL(opts.checkSessionIframe!, window.location.href);
  let opened: { frame: HTMLIFrameElement; loaded: Promise<void> } | undefined;
  const open = () => {
    const frame = hiddenFrame(url.href, 'session check');
    const loaded = new Promise<void>((resolve) => frame.addEventListener('load', () => resolve(), { once: true }));
    return { frame, loaded };
  };
  return async () => {
    const { frame, loaded } = (opened ??= open());
    await withTimeout(loaded, opts.timeoutMs);
    const answer = waitForMessage(frame, opts.timeoutMs, (d) =>
      d === 'unchanged' || d === 'changed' || d === 'error' ? (d as SessionStatus) : undefined,
    );
    frame.contentWindow?.postMessage(`${opts.clientId} ${opts.sessionState() ?? ''}`, url.origin);
    return answer;
  };
}

/** The silent query: a code or an error comes back to /auth/silent-callback, which posts the
 * URL to us in oidc-client-ts's message format ({ source: 'oidc-client', url }). */
function silentCheck(opts: MonitorOptions): () => Promise<SessionStatus> {
  return async () => {
    const frame = hiddenFrame(await opts.silentQueryUrl(), 'session check');
    try {
      const url = await waitForMessage(frame, opts.timeoutMs, (d) => {
        const msg = d as { source?: string; url?: string } | null;
        return msg?.source === 'oidc-client' && typeof msg.url === 'string' ? msg.url : undefined;
      });
      const u = new URL(url);
      const params = new URLSearchParams(u.search || u.hash.slice(1));
      if (params.get('code')) return 'unchanged';
      const error = params.get('error');
      // the provider no longer knows this user's session (or it is another user's now)
      if (error === 'login_required' || error === 'interaction_required' || error === 'consent_required')
        return 'changed';
      return 'error';
    } finally {
      frame.remove();
    }
  };
}

export function startSessionMonitor(opts: MonitorOptions): () => void {
  const check = opts.checkSessionIframe ? iframeCheck(opts) : silentCheck(opts);
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = async () => {
    if (stopped) return;
    try {
      const status = await check();
      if (stopped) return;
      if (status === 'changed') {
        opts.onChanged();
        return; // the session is over; a new sign-in starts a new monitor
      }
      if (status === 'error') throw new Error('Error while checking the session');
    } catch (err) {
      if (stopped) return;
      opts.onError(err instanceof Error ? err : new Error(String(err)));
    }
    timer = setTimeout(tick, opts.intervalSeconds * 1000);
  };
  timer = setTimeout(tick, opts.intervalSeconds * 1000);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

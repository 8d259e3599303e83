// The one HTTP client of the browser: bearer token (refreshed when within 5 s of expiry),
// the current role header, the API's error shape, and one retry after a refresh on 401.
// The auth provider installs the bridge after sign-in.

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

export interface AuthBridge {
  /** a valid access token, refreshed first if it expires within `minValidity` seconds */
  getToken(minValidity?: number): Promise<string | undefined>;
  /** forces a refresh; resolves false when the session cannot be refreshed */
  refresh(): Promise<boolean>;
  currentRole(): string | undefined;
  /** called when a refresh after 401 failed: the session is over */
  onSessionLost(): void;
}

let bridge: AuthBridge | undefined;
export function setAuthBridge(b: AuthBridge | undefined) {
  bridge = b;
}

let apiBase = '/api';
export function setApiBaseUrl(url: string) {
  apiBase = url.replace(/\/+$/, '');
}

export interface ApiRequest {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** an absolute URL (e.g. the file service) instead of a path under the API base */
  absolute?: boolean;
  raw?: boolean;
}

async function send(path: string, req: ApiRequest, token: string | undefined): Promise<Response> {
  const headers: Record<string, string> = { ...req.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  const role = bridge?.currentRole();
  if (role) headers['x-current-role'] = role;
  let body: BodyInit | undefined;
  if (req.body instanceof FormData || req.body instanceof Blob) body = req.body;
  else if (req.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(req.body);
  }
  const url = req.absolute ? path : `${apiBase}${path.startsWith('/') ? '' : '/'}${path}`;
  return fetch(url, { method: req.method ?? (body ? 'POST' : 'GET'), headers, body, signal: req.signal });
}

export async function toHttpError(res: Response): Promise<HttpError> {
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    body = undefined;
  }
  const err = (body as { error?: { code?: string; message?: string } } | undefined)?.error;
  return new HttpError(
    res.status,
    err?.code ?? `http_${res.status}`,
    err?.message ?? `Request failed (${res.status})`,
    body,
  );
}

/** Sends a request and returns the raw Response (for streams and blobs); throws HttpError on failure. */
export async function apiRequest(path: string, req: ApiRequest = {}): Promise<Response> {
  let res = await send(path, req, await bridge?.getToken(5));
  if (res.status === 401 && bridge) {
    if (await bridge.refresh()) res = await send(path, req, await bridge.getToken(5));
    else bridge.onSessionLost();
  }
  if (!res.ok) throw await toHttpError(res);
  return res;
}

/** JSON in, JSON out. */
export async function apiFetch<T>(path: string, req: ApiRequest = {}): Promise<T> {
  const res = await apiRequest(path, req);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

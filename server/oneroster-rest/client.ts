// A school's OneRoster 1.2 REST provider over plain HTTP (docs/oneroster-rest.md): an OAuth 2 token
// by the client-credentials grant (RFC 6749 section 4.4, the id and secret in a Basic header), then
// each collection of the Rostering service read page by page (limit/offset until X-Total-Count, or
// a short page, says it is all). The URLs were typed into the app, so every call goes through the
// outbound guard; each may take config.oneRoster.timeoutSeconds. Any refusal, failure or timeout is
// a 502 oneroster_upstream naming the call, and the sync (sync.ts) writes nothing of its run.
import type { Config } from '../config.ts';
import { ApiError } from '../errors.ts';
import { guardedFetch } from '../outbound/guard.ts';

export const READ_SCOPE = 'https://purl.imsglobal.org/spec/or/v1p2/scope/roster-core.readonly';
export const ROSTERING_PATH = '/ims/oneroster/rostering/v1p2';
export const COLLECTIONS = ['orgs', 'academicSessions', 'courses', 'classes', 'users', 'enrollments'] as const;
export type Collection = (typeof COLLECTIONS)[number];
export const PAGE = 100;
/** no school has more; a provider that never ends its paging is refused instead of read forever */
const MAX_PAGES = 5000;

export const upstream = (message: string) => new ApiError(502, 'oneroster_upstream', message);

export interface ProviderSettings {
  baseUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
}

/** The Rostering service root: the base URL as given when it names it, else with the standard path. */
export const rosteringRoot = (baseUrl: string) =>
  /\/ims\/oneroster\//.test(baseUrl) ? baseUrl : `${baseUrl}${ROSTERING_PATH}`;

export function providerClient(config: Config, s: ProviderSettings) {
  const fetcher = guardedFetch(config.outbound.allowHosts);
  const timeout = config.oneRoster.timeoutSeconds * 1000;
  const call = async (what: string, url: string, init: RequestInit) => {
    let res: Response;
    let text: string;
    try {
      res = await fetcher(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(timeout) });
      text = await res.text();
    } catch (e) {
      const err = e as Error;
      const why = err.name === 'TimeoutError' ? `no answer within ${timeout / 1000} s` : err.message;
      throw upstream(`${what}: the OneRoster provider could not be reached (${why})`);
    }
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      throw upstream(`${what}: the OneRoster provider answered ${res.status} with something that is not JSON`);
    }
    if (!res.ok) {
      const b = body as { error_description?: string; error?: string; imsx_description?: string };
      const why = b.error_description ?? b.imsx_description ?? b.error ?? 'no reason given';
      throw upstream(`${what}: the OneRoster provider answered ${res.status} (${why})`);
    }
    return { body: body as Record<string, unknown>, headers: res.headers };
  };

  async function token(): Promise<string> {
    const basic = Buffer.from(`${encodeURIComponent(s.clientId)}:${encodeURIComponent(s.clientSecret)}`).toString(
      'base64',
    );
    const { body } = await call('The token request', s.tokenUrl, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams({ grant_type: 'client_credentials', scope: READ_SCOPE }).toString(),
    });
    if (typeof body.access_token !== 'string' || !body.access_token)
      throw upstream('The token request: the answer has no access_token');
    return body.access_token;
  }

  /** Every record of one collection, page by page. */
  async function readAll(accessToken: string, collection: Collection): Promise<Record<string, unknown>[]> {
    const all: Record<string, unknown>[] = [];
    // the next page starts after what came: a provider may answer fewer than asked (its own limit)
    for (let page = 0; page < MAX_PAGES; page++) {
      const offset = all.length;
      const url = `${rosteringRoot(s.baseUrl)}/${collection}?limit=${PAGE}&offset=${offset}`;
      const what = `GET ${collection} (offset ${offset})`;
      const { body, headers } = await call(what, url, {
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      });
      const list = body[collection];
      if (!Array.isArray(list)) throw upstream(`${what}: the answer has no ${collection} list`);
      all.push(...(list as Record<string, unknown>[]));
      const total = Number(headers.get('x-total-count'));
      const done = Number.isFinite(total) && headers.has('x-total-count') ? all.length >= total : list.length < PAGE;
      if (done || list.length === 0) return all;
    }
    throw upstream(`GET ${collection}: more than ${MAX_PAGES} pages; refused`);
  }

  return { token, readAll };
}

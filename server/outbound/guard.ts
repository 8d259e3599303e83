// The one gate for outbound URLs entered in the app (a school's model server, for example). Such a
// URL may not reach this machine, the private network or a cloud metadata service unless the
// platform lists its host in OUTBOUND_ALLOW_HOSTS. It is checked when it is saved, for a clear
// answer, and again when connecting, on the addresses DNS returned then, so a name that resolves
// somewhere else later (DNS rebinding) is still refused. Redirects are never followed. Endpoints
// set through the environment (AI_BASE_URL, SMTP_URL, STRIPE_API_BASE) are trusted and skip this.
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { Readable } from 'node:stream';
import { badRequest } from '../errors.ts';
import { addressRestriction } from './addresses.ts';

export interface AllowedHost {
  /** as URL parsing normalises it: lower case, IPv4 in dotted form, IPv6 in brackets */
  host: string;
  /** any port when absent */
  port?: number;
}

export const ALLOW_HOSTS_ENV = 'OUTBOUND_ALLOW_HOSTS';

const stripDot = (host: string) => host.replace(/\.$/, '');

/** Parses OUTBOUND_ALLOW_HOSTS ("host", "host:port", "[v6]" or "[v6]:port", comma-separated). */
export function parseAllowHosts(list: string | undefined): AllowedHost[] {
  return (list ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((entry) => {
      let u: URL | undefined;
      try {
        u = new URL(`http://${entry}`);
      } catch {
        u = undefined;
      }
      if (!u || u.username || u.password || u.pathname !== '/' || u.search || u.hash || entry.includes('/'))
        throw new Error(`${ALLOW_HOSTS_ENV}: "${entry}" is not a host or host:port (write IPv6 as [::1])`);
      const port = entry.match(/\]?:(\d{1,5})$/);
      return { host: stripDot(u.hostname), port: port ? Number(port[1]) : undefined };
    });
}

/** The host and port of an endpoint the platform configured itself (e.g. AI_BASE_URL). */
export function hostOf(url: string | undefined): AllowedHost[] {
  if (!url) return [];
  try {
    const u = new URL(url);
    return [{ host: stripDot(u.hostname), port: effectivePort(u) }];
  } catch {
    return [];
  }
}

const effectivePort = (u: URL) => (u.port ? Number(u.port) : u.protocol === 'https:' ? 443 : 80);

export function isAllowed(url: URL, allow: readonly AllowedHost[]): boolean {
  const host = stripDot(url.hostname);
  const port = effectivePort(url);
  return allow.some((a) => a.host === host && (a.port === undefined || a.port === port));
}

/** A refused connection: the cause of the client's connection error, so callers can say why. */
export class OutboundRefusedError extends Error {
  readonly code = 'outbound_address_refused';
  constructor(
    readonly host: string,
    readonly reason: string,
  ) {
    super(
      `${host} is a ${reason} address, which URLs entered in the app may not reach; ` +
        `the platform can allow this host with ${ALLOW_HOSTS_ENV}`,
    );
  }
}

const refusalMessage = (what: string, reason: string) =>
  `The base URL points at ${what}, a ${reason} address, which URLs entered in the app may not reach. ` +
  `The platform can allow this host with ${ALLOW_HOSTS_ENV}.`;

// ---- save time ------------------------------------------------------------------------------

const DNS_WAIT_MS = 3000;

async function resolveAll(host: string): Promise<dns.LookupAddress[]> {
  const lookup = dns.promises.lookup(host, { all: true, verbatim: true }).catch(() => []);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<dns.LookupAddress[]>((resolve) => {
    timer = setTimeout(() => resolve([]), DNS_WAIT_MS);
  });
  try {
    return await Promise.race([lookup, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Checks a base URL typed into the app and returns it normalised (odd IPv4 spellings in dotted
 * form, no trailing slash). Throws 400 invalid_base_url for anything but a plain http(s) URL
 * without credentials, query or fragment (the client appends its own path, which a `?` or `#`
 * would hijack), and 400 outbound_address_refused for a host that is or resolves to a restricted
 * address. A name that does not resolve now is let through: the connect-time check still applies.
 */
export async function checkBaseUrl(raw: string, allow: readonly AllowedHost[]): Promise<string> {
  const text = raw.trim();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw badRequest('The base URL is not a valid URL', 'invalid_base_url');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw badRequest('The base URL must start with http:// or https://', 'invalid_base_url');
  if (url.username || url.password)
    throw badRequest('The base URL may not carry a user name or password; use the API key field', 'invalid_base_url');
  if (text.includes('?') || text.includes('#'))
    throw badRequest('The base URL may not carry a query string or fragment (? or #)', 'invalid_base_url');
  const normalised = `${url.protocol}//${url.host}${url.pathname}`.replace(/\/+$/, '');
  if (isAllowed(url, allow)) return normalised;

  const host = stripDot(url.hostname);
  const literal = host.replace(/^\[|\]$/g, '');
  if (net.isIP(literal)) {
    const reason = addressRestriction(literal);
    if (reason) throw badRequest(refusalMessage(literal, reason), 'outbound_address_refused');
    return normalised;
  }
  if (host === 'localhost' || host.endsWith('.localhost'))
    throw badRequest(refusalMessage(host, 'loopback'), 'outbound_address_refused');
  for (const a of await resolveAll(host)) {
    const reason = addressRestriction(a.address);
    if (reason) throw badRequest(refusalMessage(`${host} (${a.address})`, reason), 'outbound_address_refused');
  }
  return normalised;
}

// ---- connect time ---------------------------------------------------------------------------

/** dns.lookup that fails when any address of the name is restricted. */
const guardedLookup: net.LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '');
    for (const a of addresses) {
      const reason = addressRestriction(a.address);
      if (reason) return callback(new OutboundRefusedError(`${hostname} (${a.address})`, reason), '');
    }
    if (options.all) return callback(null, addresses);
    if (!addresses.length)
      return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '');
    callback(null, addresses[0].address, addresses[0].family);
  });
};

const agentOptions = { keepAlive: true, timeout: 60_000 };
const AGENTS = {
  guarded: {
    'http:': new http.Agent({ ...agentOptions, lookup: guardedLookup }),
    'https:': new https.Agent({ ...agentOptions, lookup: guardedLookup }),
  },
  allowed: { 'http:': new http.Agent(agentOptions), 'https:': new https.Agent(agentOptions) },
};

const NULL_BODY = new Set([101, 103, 204, 205, 304]);

const abortReason = (signal: AbortSignal): Error =>
  signal.reason instanceof Error ? signal.reason : new DOMException('This operation was aborted', 'AbortError');

/**
 * A fetch for the openai client (or any fetch-based client) talking to a URL entered in the app:
 * the connection is refused unless every address the host resolves to at that moment is public
 * (or the host is allowed), an IP-literal host is checked the same way, redirects come back as
 * they are (a 3xx answer, never followed), and the body is streamed.
 */
export function guardedFetch(allow: readonly AllowedHost[]): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new TypeError(`Unsupported protocol ${url.protocol}`);
    const allowed = isAllowed(url, allow);
    const literal = url.hostname.replace(/^\[|\]$/g, '');
    // An IP-literal host is connected to without a lookup, so it is checked here.
    const reason = !allowed && net.isIP(literal) ? addressRestriction(literal) : undefined;
    if (reason) throw new OutboundRefusedError(literal, reason);
    const signal = init?.signal ?? undefined;
    if (signal?.aborted) throw abortReason(signal);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const headers: Record<string, string> = {};
    // Answers come uncompressed: this fetch does not decode content encodings.
    request.headers.forEach((v, k) => {
      if (k !== 'accept-encoding') headers[k] = v;
    });
    if (body) headers['content-length'] = String(body.length);
    const transport = url.protocol === 'https:' ? https : http;
    const agent = AGENTS[allowed ? 'allowed' : 'guarded'][url.protocol];

    return new Promise<Response>((resolve, reject) => {
      let response: http.IncomingMessage | undefined;
      const req = transport.request(url, { method: request.method, headers, agent });
      const onAbort = () => {
        const e = abortReason(signal!);
        response?.destroy(e);
        req.destroy(e);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const done = () => signal?.removeEventListener('abort', onAbort);
      req.on('error', (e) => {
        done();
        reject(e);
      });
      req.on('response', (res) => {
        response = res;
        res.on('close', done);
        const status = res.statusCode ?? 0;
        const h = new Headers();
        for (let i = 0; i + 1 < res.rawHeaders.length; i += 2) h.append(res.rawHeaders[i], res.rawHeaders[i + 1]);
        const empty = NULL_BODY.has(status) || request.method === 'HEAD';
        if (empty) res.resume();
        try {
          const stream = empty ? null : (Readable.toWeb(res) as unknown as ReadableStream<Uint8Array>);
          resolve(new Response(stream, { status, statusText: res.statusMessage ?? '', headers: h }));
        } catch (err) {
          res.destroy();
          reject(err instanceof Error ? err : new Error(String(err)));
        }
      });
      req.end(body);
    });
  };
}

/** The refusal behind an error (a client wraps it as the cause of its connection error), if any. */
export function findRefusal(err: unknown): OutboundRefusedError | undefined {
  for (let e: unknown = err, i = 0; e && i < 5; e = (e as { cause?: unknown }).cause, i++) {
    if (e instanceof OutboundRefusedError) return e;
  }
  return undefined;
}

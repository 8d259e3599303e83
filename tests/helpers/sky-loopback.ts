// A loopback server speaking the Blackbaud SKY API's wire format for what server/sky uses: the
// authorization page (answers 302 to redirect_uri with code and state, as after the user approved),
// the token endpoint (authorization_code with PKCE S256 and refresh_token, form-encoded, client
// credentials in the body) and GET /school/v1/years with Bearer and Bb-Api-Subscription-Key.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash, randomBytes } from 'node:crypto';

export interface SkyLoopback {
  base: string;
  clientId: string;
  clientSecret: string;
  subscriptionKey: string;
  /** how many token requests of each grant arrived */
  grants: Record<string, number>;
  /** makes the current access token expire at the API (a refresh is then needed) */
  expireAccess(): void;
  close(): Promise<void>;
}

export async function startSkyLoopback(): Promise<SkyLoopback> {
  const clientId = 'a1b2c3d4-sky-app';
  const clientSecret = 'sky-secret-loopback';
  const subscriptionKey = 'sub-key-loopback';
  const codes = new Map<string, { challenge: string; redirect: string }>();
  const refresh = new Set<string>();
  let access = new Set<string>();
  const grants: Record<string, number> = {};
  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const issue = (res: http.ServerResponse) => {
    const [a, r] = [randomBytes(16).toString('hex'), randomBytes(16).toString('hex')];
    access.add(a);
    refresh.add(r);
    json(res, 200, {
      access_token: a,
      token_type: 'bearer',
      expires_in: 3600,
      refresh_token: r,
      refresh_token_expires_in: 31536000,
      environment_id: 'p-loopback',
      environment_name: 'Loopback School',
      user_id: 'u-1',
    });
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://loopback');
    if (req.method === 'GET' && url.pathname === '/oauth/authorize') {
      const q = url.searchParams;
      if (q.get('client_id') !== clientId || q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge'))
        return json(res, 400, { error: 'invalid_request' });
      const code = randomBytes(8).toString('hex');
      codes.set(code, { challenge: q.get('code_challenge')!, redirect: q.get('redirect_uri')! });
      const to = new URL(q.get('redirect_uri')!);
      to.search = new URLSearchParams({ code, state: q.get('state')! }).toString();
      res.writeHead(302, { location: to.toString() });
      return res.end();
    }
    if (req.method === 'POST' && url.pathname === '/token') {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const f = new URLSearchParams(body);
        const grant = f.get('grant_type') ?? '';
        grants[grant] = (grants[grant] ?? 0) + 1;
        if (f.get('client_id') !== clientId || f.get('client_secret') !== clientSecret)
          return json(res, 401, { error: 'invalid_client' });
        if (grant === 'authorization_code') {
          const c = codes.get(f.get('code') ?? '');
          codes.delete(f.get('code') ?? '');
          const digest = createHash('sha256')
            .update(f.get('code_verifier') ?? '')
            .digest('base64url');
          if (!c || c.challenge !== digest || c.redirect !== f.get('redirect_uri'))
            return json(res, 400, { error: 'invalid_grant', error_description: 'code or verifier does not match' });
          return issue(res);
        }
        if (grant === 'refresh_token' && refresh.delete(f.get('refresh_token') ?? '')) return issue(res);
        return json(res, 400, { error: 'invalid_grant' });
      });
      return;
    }
    if (req.method === 'GET' && url.pathname === '/school/v1/years') {
      const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      if (req.headers['bb-api-subscription-key'] !== subscriptionKey)
        return json(res, 401, { statusCode: 401, message: 'Access denied due to missing subscription key.' });
      if (!access.has(bearer)) return json(res, 401, { statusCode: 401, message: 'Invalid access token.' });
      return json(res, 200, {
        count: 2,
        value: [
          {
            school_year_label: '2025 - 2026',
            current_year: true,
            begin_date: '2025-08-15T00:00:00',
            end_date: '2026-06-01T00:00:00',
          },
          {
            school_year_label: '2026 - 2027',
            current_year: false,
            begin_date: '2026-08-15T00:00:00',
            end_date: '2027-06-01T00:00:00',
          },
        ],
      });
    }
    json(res, 404, { message: 'not found' });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    clientId,
    clientSecret,
    subscriptionKey,
    grants,
    expireAccess: () => void (access = new Set()),
    close: () => new Promise((r) => server.close(() => r())),
  };
}

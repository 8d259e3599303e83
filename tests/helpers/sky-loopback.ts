// A loopback server speaking the Blackbaud SKY API's wire format for what server/sky uses: the
// authorization page (answers 302 to redirect_uri with code and state, as after the user approved),
// the token endpoint (authorization_code with PKCE S256 and refresh_token, form-encoded, client
// credentials in the body) and, with Bearer and Bb-Api-Subscription-Key, the School API reads the
// import uses: years, levels, academics/sections by level, users/extended by base role (1000 a page,
// marker) and academics/enrollments/{user_id}, over `school`, which a test may change.
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
  /** what the School API answers; tests change it between imports */
  school: SkySchool;
  /** a path prefix that answers SKY's rate-limit refusal (429) instead, e.g. an enrolment call */
  failPath: string | null;
  close(): Promise<void>;
}

export interface SkyWireUser {
  id: number;
  first_name: string;
  last_name: string;
  preferred_name?: string;
  email?: string;
}
export interface SkySchool {
  levels: { id: number; abbreviation: string; name: string }[];
  /** level id -> its sections, as academics/sections answers them */
  sections: Record<number, object[]>;
  students: SkyWireUser[];
  faculty: SkyWireUser[];
  /** student id -> its enrolments, as academics/enrollments/{user_id} answers them */
  enrollments: Record<number, object[]>;
}

const extended = (u: SkyWireUser) => ({
  id: u.id,
  addresses: [],
  deceased: false,
  email: u.email ?? '',
  email_active: true,
  first_name: u.first_name,
  last_name: u.last_name,
  preferred_name: u.preferred_name ?? '',
  lost: false,
});

export async function startSkyLoopback(): Promise<SkyLoopback> {
  const clientId = 'a1b2c3d4-sky-app';
  const clientSecret = 'sky-secret-loopback';
  const subscriptionKey = 'sub-key-loopback';
  const codes = new Map<string, { challenge: string; redirect: string }>();
  const refresh = new Set<string>();
  let access = new Set<string>();
  const grants: Record<string, number> = {};
  const self = {
    school: { levels: [], sections: {}, students: [], faculty: [], enrollments: {} } as SkySchool,
    failPath: null as string | null,
  };
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
    if (req.method !== 'GET' || !url.pathname.startsWith('/school/v1/'))
      return json(res, 404, { message: 'not found' });
    const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    if (req.headers['bb-api-subscription-key'] !== subscriptionKey)
      return json(res, 401, { statusCode: 401, message: 'Access denied due to missing subscription key.' });
    if (!access.has(bearer)) return json(res, 401, { statusCode: 401, message: 'Invalid access token.' });
    if (self.failPath && url.pathname.startsWith(self.failPath))
      return json(res, 429, { statusCode: 429, message: 'Rate limit is exceeded. Try again in 1 seconds.' });
    const list = (value: unknown[]) => json(res, 200, { count: value.length, value });
    const sch = self.school;
    if (url.pathname === '/school/v1/levels') return list(sch.levels);
    if (url.pathname === '/school/v1/academics/sections') {
      const level = Number(url.searchParams.get('level_num'));
      if (!url.searchParams.get('level_num')) return json(res, 400, { message: 'level_num is required' });
      return list(sch.sections[level] ?? []);
    }
    if (url.pathname === '/school/v1/users/extended') {
      const roles = (url.searchParams.get('base_role_ids') ?? '').split(',');
      const marker = Number(url.searchParams.get('marker') ?? 0);
      const users = [...(roles.includes('14') ? sch.students : []), ...(roles.includes('15') ? sch.faculty : [])]
        .filter((u) => u.id > marker)
        .sort((a, b) => a.id - b.id);
      return list(users.slice(0, 1000).map(extended));
    }
    const enrolled = /^\/school\/v1\/academics\/enrollments\/(\d+)$/.exec(url.pathname);
    if (enrolled) return list(sch.enrollments[Number(enrolled[1])] ?? []);
    if (url.pathname === '/school/v1/years') {
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
  return Object.assign(self, {
    base,
    clientId,
    clientSecret,
    subscriptionKey,
    grants,
    expireAccess: () => void (access = new Set()),
    close: () => new Promise<void>((r) => server.close(() => r())),
  });
}

/** Follows an authorize URL as the browser would; the loopback approves and redirects back. */
export async function approveSky(url: string) {
  const res = await fetch(url, { redirect: 'manual' });
  if (res.status !== 302) throw new Error(`the loopback answered ${res.status} to the authorize URL`);
  const back = new URL(res.headers.get('location')!);
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')!, path: back.pathname };
}

/** The environment pointing a test app's SKY endpoints at the loopback. */
export const skyEnv = (base: string) => ({
  SKY_AUTHORIZE_URL: `${base}/oauth/authorize`,
  SKY_TOKEN_URL: `${base}/token`,
  SKY_API_BASE: base,
});

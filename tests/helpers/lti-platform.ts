// A small LTI 1.3 platform on loopback, as Canvas or Moodle would behave toward our tool: its own RSA
// key pair (jose) with its key set served over real HTTP at /jwks, and an authorization endpoint
// (/auth) that answers the tool's login redirect with the auto-submitting form_post page carrying a
// signed id_token and the state. `users` maps a login_hint to the person's claims; `tweak` lets a test
// change the next token (claims, signing key) to try each refusal. For grade passback it has a token
// endpoint (client credentials with a JWT assertion, recorded in `received.tokens`; `refuseTokens`
// answers 401) and line items whose /scores POSTs are recorded in `received.scores` with the status
// answered (`scoreFailures`: how many of the next ones get 503, as a platform under load would).
// For a browser: /start?login=<tool login URL>&hint=<login_hint>&target=<target link URI> is the
// course link's page that form-posts the login initiation to the tool, and /deep-link-return takes
// the tool's deep-linking answer (its JWT, recorded in `received.deepLinks`).
// For Names and Role Provisioning it serves `members` at /contexts/<id>/memberships in pages of
// `memberPageSize` linked by rel="next" Link headers, each request recorded in `received.rosters`.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK, type JWTPayload, type CryptoKey } from 'jose';

export const LTI = 'https://purl.imsglobal.org/spec/lti/claim/';
export const ROLE = {
  instructor: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor',
  learner: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Learner',
  mentor: 'http://purl.imsglobal.org/vocab/lis/v2/membership#Mentor',
};

export const DL = 'https://purl.imsglobal.org/spec/lti-dl/claim/';
export const AGS = 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint';

/** The claims of a deep-linking request whose answer goes to the platform's /deep-link-return. */
export const deepLinkingClaims = (issuer: string) => ({
  [`${LTI}message_type`]: 'LtiDeepLinkingRequest',
  [`${DL}deep_linking_settings`]: {
    deep_link_return_url: `${issuer}/deep-link-return`,
    accept_types: ['ltiResourceLink'],
  },
});

/** The claims of a launch of a deep-linked item (custom as picked, the platform's link id and line item). */
export const resourceLinkClaims = (issuer: string, custom: object, resourceLinkId: string, lineItem: string) => ({
  [`${LTI}custom`]: custom,
  [`${LTI}resource_link`]: { id: resourceLinkId, title: 'Quiz' },
  [AGS]: {
    scope: ['https://purl.imsglobal.org/spec/lti-ags/scope/score'],
    lineitem: `${issuer}/lineitems/${lineItem}`,
    lineitems: `${issuer}/lineitems`,
  },
});

export interface Tweak {
  claims?: Record<string, unknown>;
  /** sign with a key the platform does not publish (same kid, or its own) */
  key?: 'published' | 'other-same-kid' | 'other-kid';
}

export interface LtiPlatform {
  issuer: string;
  clientId: string;
  deploymentId: string;
  jwksUrl: string;
  authUrl: string;
  tokenUrl: string;
  /** host:port, for OUTBOUND_ALLOW_HOSTS */
  host: string;
  users: Map<string, Record<string, unknown>>;
  tweak: Tweak;
  refuseTokens: boolean;
  scoreFailures: number;
  members: Record<string, unknown>[];
  memberPageSize: number;
  received: {
    rosters: { path: string; authorization: string; accept: string }[];
    tokens: Record<string, string>[];
    /** the JWTs the tool's deep-linking answers posted to /deep-link-return */
    deepLinks: string[];
    scores: {
      path: string;
      authorization: string;
      contentType: string;
      body: Record<string, unknown>;
      status: number;
    }[];
  };
  close(): Promise<void>;
}

const readBody = (req: http.IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString()));
    req.on('end', () => resolve(text));
  });

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function keyPair(kid: string): Promise<{ key: CryptoKey; jwk: JWK }> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { key: privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
}

const autoPost = (action: string, fields: Record<string, string>) =>
  `<form method="post" action="${escape(action)}">
${Object.entries(fields)
  .map(([k, v]) => `<input type="hidden" name="${escape(k)}" value="${escape(v)}">`)
  .join('\n')}
</form><script>document.forms[0].submit()</script>`;

export async function startLtiPlatform(
  clientId = 'tool-client-1',
  deploymentId = 'dep-1',
  port = 0,
): Promise<LtiPlatform> {
  const own = await keyPair('platform-key-1');
  const other = await keyPair('stranger-key');
  let issuer = '';

  async function idToken(q: URLSearchParams, claims: Record<string, unknown>, tweak: Tweak) {
    const now = Math.floor(Date.now() / 1000);
    const payload: JWTPayload & Record<string, unknown> = {
      iss: issuer,
      aud: clientId,
      azp: clientId,
      iat: now,
      exp: now + 300,
      nonce: q.get('nonce') ?? '',
      [`${LTI}message_type`]: 'LtiResourceLinkRequest',
      [`${LTI}version`]: '1.3.0',
      [`${LTI}deployment_id`]: deploymentId,
      [`${LTI}target_link_uri`]: q.get('redirect_uri'),
      [`${LTI}resource_link`]: { id: 'rl-1', title: 'Teacher tools' },
      [`${LTI}context`]: { id: 'course-7', label: 'BIO7', title: 'Biology 7' },
      ...claims,
      ...tweak.claims,
    };
    const key = tweak.key === 'other-same-kid' || tweak.key === 'other-kid' ? other.key : own.key;
    const kid = tweak.key === 'other-kid' ? other.jwk.kid : own.jwk.kid;
    return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' }).sign(key);
  }

  const platform = {} as LtiPlatform;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    if (url.pathname === '/jwks') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ keys: [own.jwk] }));
    }
    if (url.pathname === '/auth') {
      const q = url.searchParams;
      const user = platform.users.get(q.get('login_hint') ?? '');
      const ok =
        user && q.get('client_id') === clientId && q.get('response_type') === 'id_token' && q.get('scope') === 'openid';
      if (!ok) {
        res.writeHead(400, { 'content-type': 'text/plain' });
        return res.end('invalid_request');
      }
      void idToken(q, user, platform.tweak).then((token) => {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end(autoPost(q.get('redirect_uri') ?? '', { id_token: token, state: q.get('state') ?? '' }));
      });
      return;
    }
    if (url.pathname === '/start') {
      const q = url.searchParams;
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end(
        autoPost(q.get('login') ?? '', {
          iss: issuer,
          login_hint: q.get('hint') ?? '',
          target_link_uri: q.get('target') ?? '',
          client_id: clientId,
          lti_deployment_id: deploymentId,
        }),
      );
    }
    if (url.pathname === '/deep-link-return' && req.method === 'POST') {
      void readBody(req).then((text) => {
        platform.received.deepLinks.push(new URLSearchParams(text).get('JWT') ?? '');
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<title>Course</title><h1>Content added to the course</h1>');
      });
      return;
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      void readBody(req).then((text) => {
        platform.received.tokens.push(Object.fromEntries(new URLSearchParams(text)));
        if (platform.refuseTokens) {
          res.writeHead(401, { 'content-type': 'application/json' });
          return res.end(JSON.stringify({ error: 'invalid_client' }));
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ access_token: 'platform-token-1', token_type: 'Bearer', expires_in: 3600 }));
      });
      return;
    }
    if (/^\/lineitems\/[\w-]+\/scores$/.test(url.pathname) && req.method === 'POST') {
      void readBody(req).then((text) => {
        const status = platform.scoreFailures > 0 ? 503 : 204;
        if (status !== 204) platform.scoreFailures--;
        platform.received.scores.push({
          path: url.pathname + url.search,
          authorization: req.headers.authorization ?? '',
          contentType: req.headers['content-type'] ?? '',
          body: JSON.parse(text) as Record<string, unknown>,
          status,
        });
        res.writeHead(status);
        res.end();
      });
      return;
    }
    if (/^\/contexts\/[\w-]+\/memberships$/.test(url.pathname) && req.method === 'GET') {
      platform.received.rosters.push({
        path: url.pathname + url.search,
        authorization: req.headers.authorization ?? '',
        accept: req.headers.accept ?? '',
      });
      const page = Number(url.searchParams.get('page') ?? 0);
      const size = platform.memberPageSize;
      const more = (page + 1) * size < platform.members.length;
      const next = `${issuer}${url.pathname}?page=${page + 1}`;
      res.writeHead(200, {
        'content-type': 'application/vnd.ims.lti-nrps.v2.membershipcontainer+json',
        ...(more ? { link: `<${next}>; rel="next"` } : {}),
      });
      return res.end(JSON.stringify({ id: url.href, members: platform.members.slice(page * size, (page + 1) * size) }));
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(platform, {
    issuer,
    clientId,
    deploymentId,
    jwksUrl: `${issuer}/jwks`,
    authUrl: `${issuer}/auth`,
    tokenUrl: `${issuer}/token`,
    host: new URL(issuer).host,
    users: new Map(),
    tweak: {},
    refuseTokens: false,
    scoreFailures: 0,
    members: [],
    memberPageSize: 2,
    received: { tokens: [], scores: [], deepLinks: [], rosters: [] },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** The hidden fields of the platform's form_post page, and where it posts them. */
export function formPost(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form[^>]*action="([^"]*)"/.exec(html)?.[1] ?? '';
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) fields[m[1]] = m[2];
  return { action: action.replace(/&#38;/g, '&'), fields };
}

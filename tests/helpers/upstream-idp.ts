// A second, real OpenID Connect provider on loopback standing in for Google Workspace or Microsoft
// Entra (another oidc-provider instance with its own keys and accounts): authorization code + PKCE,
// a confidential client with a secret, e-mail claims in the id_token as Google and Entra put them.
// Its login is a form (GET /interaction/:uid) that POSTs to /interaction/:uid/login naming the account.
// For refusal tests, `tweak` makes its token endpoint hand out an id_token re-signed with changed
// claims (by its own key, or by another key under the same kid), as a tampering or broken provider
// would.
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';
import { decodeJwt, exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';

export interface Tweak {
  /** claims to change in the id_token (undefined removes one) */
  claims?: Record<string, unknown>;
  /** sign with a key the provider does not publish */
  otherKey?: boolean;
}

export interface UpstreamIdp {
  issuer: string;
  /** host:port, for OUTBOUND_ALLOW_HOSTS */
  host: string;
  clientId: string;
  clientSecret: string;
  /** sub → claims (email, email_verified, given_name, family_name) */
  accounts: Map<string, Record<string, unknown>>;
  tweak: Tweak;
  /** registers our redirect URI and starts answering */
  init(redirectUri: string): void;
  close(): Promise<void>;
}

async function rsaKey(kid: string) {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' } as JWK;
}

const readBody = (req: http.IncomingMessage) =>
  new Promise<string>((resolve) => {
    let s = '';
    req.on('data', (c) => (s += c));
    req.on('end', () => resolve(s));
  });

export async function startUpstreamIdp(port = 0): Promise<UpstreamIdp> {
  const key = await rsaKey('upstream-1');
  const other = await rsaKey('upstream-1');
  const accounts = new Map<string, Record<string, unknown>>();
  let provider: Provider | undefined;
  let callback: ReturnType<Provider['callback']> | undefined;
  const idp = { tweak: {} as Tweak } as UpstreamIdp;

  const resign = async (idToken: string) => {
    const payload = { ...decodeJwt(idToken), ...idp.tweak.claims };
    for (const [k, v] of Object.entries(payload)) if (v === undefined) delete payload[k];
    const signer = await importJWK(idp.tweak.otherKey ? other : key, 'RS256');
    return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' }).sign(signer);
  };

  const server = http.createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url!, 'http://x').pathname;
      const login = /^\/interaction\/([^/]+)\/login$/.exec(path);
      if (login && req.method === 'POST') {
        const accountId = new URLSearchParams(await readBody(req)).get('login') ?? '';
        await provider!.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false });
        return;
      }
      if (/^\/interaction\/[^/]+$/.test(path) && req.method === 'GET') {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(
          `<!DOCTYPE html><html lang="en"><title>School sign-in</title><form method="post" action="${path}/login">` +
            '<label>Account <input name="login"></label>' +
            '<button type="submit">Sign in at the school</button></form></html>',
        );
        return;
      }
      if (path === '/token' && (idp.tweak.claims || idp.tweak.otherKey)) {
        const end = res.end.bind(res) as (body: string) => void;
        res.end = ((chunk: unknown) => {
          const answer = JSON.parse(String(chunk)) as { id_token?: string };
          void (answer.id_token ? resign(answer.id_token) : Promise.resolve(undefined)).then((t) => {
            const body = JSON.stringify(t ? { ...answer, id_token: t } : answer);
            res.setHeader('content-length', Buffer.byteLength(body));
            end(body);
          });
          return res;
        }) as typeof res.end;
      }
      callback!(req, res);
    })().catch((e) => {
      res.statusCode = 500;
      res.end(String(e));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as { port: number }).port;
  const issuer = `http://127.0.0.1:${bound}`;

  return Object.assign(idp, {
    issuer,
    host: `127.0.0.1:${bound}`,
    clientId: 'lms-school-client',
    clientSecret: randomBytes(16).toString('hex'),
    accounts,
    init(redirectUri: string) {
      provider = new Provider(issuer, {
        clients: [
          {
            client_id: idp.clientId,
            client_secret: idp.clientSecret,
            redirect_uris: [redirectUri],
            response_types: ['code'],
            grant_types: ['authorization_code'],
          },
        ],
        jwks: { keys: [key] as never },
        cookies: { keys: [randomBytes(16).toString('hex')] },
        claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
        conformIdTokenClaims: false,
        ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
        pkce: { required: () => true },
        features: { devInteractions: { enabled: false } },
        interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
        async findAccount(_ctx, sub) {
          const claims = accounts.get(sub);
          return claims ? { accountId: sub, claims: async () => ({ sub, ...claims }) } : undefined;
        },
        async loadExistingGrant(ctx: KoaContextWithOIDC) {
          const { client, session } = ctx.oidc;
          if (!client || !session?.accountId) return undefined;
          const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
          grant.addOIDCScope('openid email profile');
          await grant.save();
          return grant;
        },
      });
      callback = provider.callback();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

// Sign-in with the school's account (docs/sign-in-with-school.md), inside the embedded provider's
// login interaction:
//   GET|POST {prefix}/login-actions/:uid/school      the school address form; its domain picks the
//                                                    providers of the schools that allow it → buttons
//   GET  {prefix}/login-actions/:uid/school/:id      starts: state, nonce and PKCE verifier stored for
//                                                    one use, a cookie binds them to this browser → 303
//                                                    to the school's provider
//   GET  {prefix}/broker/callback                    the redirect URI: state spent, code redeemed,
//                                                    id_token verified, the school's account found or
//                                                    made → a one-time sign-in ticket (sign-in-tickets.ts)
//                                                    → back to the login page, which finishes the
//                                                    interaction as a password sign-in does.
// Refusals are pages with a 4xx status naming their code; nothing is created for them.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import formbody from '@fastify/formbody';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import type Provider from 'oidc-provider';
import type { App } from '../schemas/app.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { guardedFetch } from '../outbound/guard.ts';
import { loadSecretBox, type SecretBox } from '../ai/secret-box.ts';
import type { providerHeaders } from './headers.ts';
import { interactionPages } from './interaction-pages.ts';
import { exchangeTicket, issueTicket, ticketCookieHeader } from './sign-in-tickets.ts';
import { callbackUrl, domainOf, providerById, providersForDomain } from './upstream-providers.ts';
import { authorizationUrl, discover, redeemCode, UpstreamRefusal, verifyIdToken } from './upstream-oidc.ts';
import { upstreamUser } from './upstream-accounts.ts';
import { choicePage, schoolPage, upstreamRefusalPage } from './upstream-pages.ts';

export const BROKER_COOKIE = 'lms_upstream';
export const STATE_MINUTES = 10;

interface Opts {
  provider: Provider;
  db: Db;
  config: Config;
  prefix: string;
  headers: ReturnType<typeof providerHeaders>;
}

const hash = (s: string) => createHash('sha256').update(s).digest('base64url');
const secret = () => randomBytes(32).toString('base64url');
const Uid = Type.String({ minLength: 1, maxLength: 200 });
const Start = Type.Object({ uid: Uid, id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) });
const Hint = Type.Object({ login_hint: Type.Optional(Type.String({ maxLength: 320 })) });
const Email = Type.Object({ email: Type.Optional(Type.String({ maxLength: 320 })) });
const Callback = Type.Record(Type.String(), Type.String({ maxLength: 4096 }));

interface Spent {
  provider_id: number;
  interaction_uid: string;
  nonce: string;
  code_verifier: string;
  browser_hash: string;
  live: boolean;
}

const spendState = async (db: Db, state: string) =>
  (
    await sql<Spent>`DELETE FROM platform.upstream_states WHERE state_hash = ${hash(state)}
    RETURNING provider_id, interaction_uid, nonce, code_verifier, browser_hash, expires_at > now() AS live`.execute(db)
  ).rows[0];

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || undefined;
  }
  return undefined;
}

export async function upstreamRoutes(app: App, { provider, db, config, prefix, headers }: Opts) {
  const fetcher = guardedFetch(config.outbound.allowHosts);
  let box: Promise<SecretBox> | undefined;
  const openSecret = async (sealed: string) => {
    try {
      return (await (box ??= loadSecretBox(db, config.secretKey))).open(sealed);
    } catch {
      throw new UpstreamRefusal(502, 'upstream_unavailable', "The school's stored client secret cannot be read");
    }
  };
  const secure = config.publicUrl.startsWith('https:');
  const brokerPath = `${prefix}/broker`;
  const brokerCookie = (value?: string) =>
    [`${BROKER_COOKIE}=${value ?? ''}`, `Max-Age=${value ? STATE_MINUTES * 60 : 0}`, `Path=${brokerPath}`, 'HttpOnly']
      .concat(['SameSite=Lax', ...(secure ? ['Secure'] : [])])
      .join('; ');
  const { send, expired, interactionOf } = interactionPages(provider, config, headers);
  const loginUrl = (uid: string) => `${prefix}/login-actions/${encodeURIComponent(uid)}`;
  const refused = (reply: FastifyReply, e: unknown) => {
    if (!(e instanceof UpstreamRefusal)) throw e;
    reply.log.info({ code: e.code, reason: e.message }, 'school sign-in refused');
    return send(reply, e.status, upstreamRefusalPage(e, `${config.publicUrl}/`));
  };

  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: 16 * 1024 });
    const routes = scope.withTypeProvider<TypeBoxTypeProvider>();
    const page = { access: 'public', produces: 'text/html' } as const;
    const schoolPath = `${prefix}/login-actions/:uid/school`;
    const params = Type.Object({ uid: Uid });

    routes.get(schoolPath, { config: page, schema: { params } }, async (req, reply) => {
      const details = await interactionOf(req, reply);
      if (!details) return expired(reply);
      const action = `${loginUrl(details.uid)}/school`;
      return send(reply, 200, schoolPage({ action, back: loginUrl(details.uid) }));
    });

    routes.post(schoolPath, { config: page, schema: { params, body: Email } }, async (req, reply) => {
      const details = await interactionOf(req, reply);
      if (!details) return expired(reply);
      const email = (req.body?.email ?? '').trim();
      const view = { action: `${loginUrl(details.uid)}/school`, back: loginUrl(details.uid), email };
      const found = await providersForDomain(db, domainOf(email));
      if (!found.length)
        return send(reply, 200, schoolPage({ ...view, error: 'No school sign-in is set up for this address.' }));
      const hint = `?login_hint=${encodeURIComponent(email)}`;
      const choices = found.map((p) => ({
        href: `${loginUrl(details.uid)}/school/${p.id}${hint}`,
        label: p.label,
        school: p.tenant_title,
      }));
      return send(reply, 200, choicePage(loginUrl(details.uid), choices));
    });

    routes.get(
      `${schoolPath}/:id`,
      { config: page, schema: { params: Start, querystring: Hint } },
      async (req, reply) => {
        const details = await interactionOf(req, reply);
        if (!details) return expired(reply);
        try {
          const p = await providerById(db, Number(req.params.id));
          if (!p) throw new UpstreamRefusal(404, 'upstream_unknown', 'This school sign-in is no longer set up');
          const d = await discover(p.issuer, fetcher);
          const state = secret();
          const nonce = secret();
          const verifier = secret();
          const browser = secret();
          await sql`DELETE FROM platform.upstream_states WHERE expires_at < now()`.execute(db);
          await sql`INSERT INTO platform.upstream_states
            (state_hash, provider_id, interaction_uid, nonce, code_verifier, browser_hash, expires_at)
            VALUES (${hash(state)}, ${p.id}, ${details.uid}, ${nonce}, ${verifier}, ${hash(browser)},
              now() + make_interval(mins => ${STATE_MINUTES}))`.execute(db);
          const challenge = createHash('sha256').update(verifier).digest('base64url');
          const url = authorizationUrl(d, p, {
            state,
            nonce,
            challenge,
            redirectUri: callbackUrl(config),
            loginHint: req.query.login_hint,
          });
          reply.header('set-cookie', brokerCookie(browser)).header('cache-control', 'no-store');
          return reply.redirect(url, 303);
        } catch (e) {
          return refused(reply, e);
        }
      },
    );

    routes.get(`${brokerPath}/callback`, { config: page, schema: { querystring: Callback } }, async (req, reply) => {
      const q = req.query;
      reply.header('set-cookie', brokerCookie());
      try {
        const browser = readCookie(req.headers.cookie, BROKER_COOKIE);
        const spent = q.state ? await spendState(db, q.state) : undefined;
        if (!spent?.live || !browser || spent.browser_hash !== hash(browser))
          throw new UpstreamRefusal(
            400,
            'upstream_state',
            'This sign-in has expired, was used already or was started in another browser; please start again',
          );
        if (q.error)
          throw new UpstreamRefusal(400, 'upstream_denied', `The school's sign-in service answered: ${q.error}`);
        const p = await providerById(db, spent.provider_id);
        if (!p) throw new UpstreamRefusal(404, 'upstream_unknown', 'This school sign-in is no longer set up');
        if (q.iss !== undefined && q.iss !== p.issuer)
          throw new UpstreamRefusal(401, 'upstream_token_invalid', 'The answer names another issuer');
        if (!q.code) throw new UpstreamRefusal(400, 'upstream_code', 'The answer carries no code');
        const d = await discover(p.issuer, fetcher);
        const form = { code: q.code, code_verifier: spent.code_verifier, redirect_uri: callbackUrl(config) };
        const idToken = await redeemCode(d, p, await openSecret(p.client_secret_enc), form, fetcher);
        const claims = await verifyIdToken(idToken, d, p, spent.nonce, fetcher);
        const userId = await upstreamUser(db, p, claims);
        req.log.info({ provider: p.id, tenant: p.tenant_id }, 'school sign-in');
        const ticket = await exchangeTicket(db, await issueTicket(db, userId, '/'));
        reply.header('set-cookie', [
          brokerCookie(),
          ticketCookieHeader(ticket!.cookie, `${prefix}/login-actions`, secure),
        ]);
        return reply.header('cache-control', 'no-store').redirect(loginUrl(spent.interaction_uid), 303);
      } catch (e) {
        return refused(reply, e);
      }
    });
  });
}

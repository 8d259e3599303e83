// Keycloak's registration endpoint on the embedded provider (docs/keycloak.md):
// {issuer}/protocol/openid-connect/registrations takes the authorization endpoint's parameters
// (client_id, redirect_uri, response_type, scope, state) and shows the sign-up form, so a "Sign up"
// link built for Keycloak works here too. An unknown client or a redirect_uri the client did not
// register answers 400, as Keycloak does. The form makes the account as POST /api/signup/:kind does
// (server/signup/sign-up.ts: same rules, same answer for a used address, same rate limit); `kind`
// (student, the default, or teacher) is this provider's addition. The password is chosen through the
// mailed link, so the page then says to check the mail instead of signing in at once.
import type { FastifyReply } from 'fastify';
import formbody from '@fastify/formbody';
import { Type, type Static } from '@sinclair/typebox';
import type Provider from 'oidc-provider';
import type { App } from '../schemas/app.ts';
import { ApiError } from '../errors.ts';
import { limitSignups, signUp } from '../signup/sign-up.ts';
import { SIGNUP_KINDS, type SignupKind } from '../../src/shared/signup.ts';
import type { providerHeaders } from './headers.ts';
import { escapeHtml, page } from './html.ts';
import { registrationPage, type RegistrationView } from './registration-page.ts';

export const REGISTRATIONS_PATH = '/protocol/openid-connect/registrations';

const text = (max: number) => Type.Optional(Type.String({ maxLength: max }));
const Params = Type.Object({
  client_id: text(200),
  redirect_uri: text(2000),
  response_type: text(100),
  scope: text(500),
  state: text(500),
  kind: text(20),
  first_name: text(200),
  last_name: text(200),
  email: text(320),
});
type Fields = Static<typeof Params>;

interface Opts {
  provider: Provider;
  prefix: string;
  headers: ReturnType<typeof providerHeaders>;
}

export async function registrationRoutes(app: App, { provider, prefix, headers }: Opts) {
  const path = `${prefix}${REGISTRATIONS_PATH}`;
  const send = (reply: FastifyReply, status: number, html: string) => {
    headers.page(reply.raw);
    return reply.status(status).type('text/html; charset=utf-8').send(html);
  };
  const refused = (reply: FastifyReply, why: string) =>
    send(reply, 400, page('Sign-up link not valid', `<p class="alert" role="alert">${escapeHtml(why)}</p>`));

  /** the request's client parameters, or why they are refused (Keycloak's words) */
  const checked = async (q: Fields) => {
    const client = q.client_id ? await provider.Client.find(q.client_id) : undefined;
    if (!client) return 'Invalid parameter: client_id';
    if (!q.redirect_uri || !client.redirectUriAllowed(q.redirect_uri)) return 'Invalid parameter: redirect_uri';
    if (q.response_type !== undefined && q.response_type !== 'code') return 'Invalid parameter: response_type';
    const kind = (q.kind ?? 'student') as SignupKind;
    if (!Object.hasOwn(SIGNUP_KINDS, kind)) return 'Invalid parameter: kind';
    const keep = { client_id: q.client_id!, redirect_uri: q.redirect_uri, kind };
    const view: RegistrationView = {
      action: path,
      title: SIGNUP_KINDS[kind].title,
      hidden: { ...keep, response_type: q.response_type, scope: q.scope, state: q.state },
      back: `${new URL(q.redirect_uri).origin}/`,
    };
    return { kind, view };
  };

  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: 16 * 1024 });
    const route = { config: { access: 'public', produces: 'text/html' } } as const;
    scope.get<{ Querystring: Fields }>(path, { ...route, schema: { querystring: Params } }, async (req, reply) => {
      const c = await checked(req.query);
      if (typeof c === 'string') return refused(reply, c);
      return send(reply, 200, registrationPage(c.view));
    });

    scope.post<{ Body: Fields }>(path, { ...route, schema: { body: Params } }, async (req, reply) => {
      const c = await checked(req.body);
      if (typeof c === 'string') return refused(reply, c);
      const person = { first_name: req.body.first_name, last_name: req.body.last_name, email: req.body.email };
      const view = { ...c.view, values: person };
      try {
        await limitSignups(app, req, reply);
        const done = await signUp(app, req, c.kind, person);
        return send(reply, 200, registrationPage({ ...view, sentTo: done.email }));
      } catch (err) {
        if (!(err instanceof ApiError) || (err.statusCode !== 422 && err.statusCode !== 429)) throw err;
        const fields = (err.details as { fields?: Record<string, string> } | undefined)?.fields;
        // 200 like any re-shown form (browsers log 4xx page loads as console errors); 429 stays 429
        return send(
          reply,
          err.statusCode === 429 ? 429 : 200,
          registrationPage({ ...view, error: err.message, fields }),
        );
      }
    });
  });
}

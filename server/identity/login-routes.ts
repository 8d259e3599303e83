// Our sign-in page for oidc-provider's login prompt: GET shows the form, POST checks the password
// (same message for unknown account and wrong password; repeated failures slowed down and then
// refused with 429 for the client that makes them, see login-throttle.ts).
// CSRF: the interaction uid in the path must match the signed, path-scoped, SameSite interaction cookie.
// A one-time sign-in ticket (sign-in-tickets.ts, e.g. after an LTI launch) in its cookie signs in
// without the form.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { App } from '../schemas/app.ts';
import formbody from '@fastify/formbody';
import { Type } from '@sinclair/typebox';
import type Provider from 'oidc-provider';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { signIn } from './accounts.ts';
import { interactionPages } from './interaction-pages.ts';
import { loginPage, MESSAGES } from './login-page.ts';
import type { providerHeaders } from './headers.ts';
import type { AttemptStore } from './attempt-store.ts';
import { loginThrottle } from './login-throttle.ts';
import { anyProvider } from './upstream-providers.ts';
import { takeTicket, ticketCookie, ticketCookieHeader } from './sign-in-tickets.ts';

interface Opts {
  provider: Provider;
  db: Db;
  config: Config;
  prefix: string;
  headers: ReturnType<typeof providerHeaders>;
  /** the throttle's counters, shared by every server (server/counters) */
  attempts: AttemptStore;
}

const LoginParams = Type.Object({ uid: Type.String({ minLength: 1, maxLength: 200 }) });
const LoginBody = Type.Object({
  login: Type.Optional(Type.String({ maxLength: 320 })),
  password: Type.Optional(Type.String({ maxLength: 1024 })),
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function loginRoutes(app: App, { provider, db, config, prefix, headers, attempts }: Opts) {
  const throttle = loginThrottle(attempts, config.oidc.loginThrottle);
  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: 16 * 1024 });
    const path = `${prefix}/login-actions/:uid`;
    const action = (uid: string) => `${prefix}/login-actions/${encodeURIComponent(uid)}`;
    const school = async (uid: string) => ((await anyProvider(db)) ? `${action(uid)}/school` : undefined);

    const { send, expired, interactionOf } = interactionPages(provider, config, headers);

    const pageRoute = { config: { access: 'public', produces: 'text/html' }, schema: { params: LoginParams } };
    const routes = scope.withTypeProvider<TypeBoxTypeProvider>();
    routes.get(path, pageRoute, async (req, reply) => {
      const details = await interactionOf(req, reply);
      if (!details) return expired(reply);
      const ticket = ticketCookie(req.headers.cookie);
      if (ticket) {
        const secure = config.publicUrl.startsWith('https:');
        reply.raw.setHeader('set-cookie', ticketCookieHeader(undefined, `${prefix}/login-actions`, secure));
        const accountId = await takeTicket(db, ticket);
        if (accountId) {
          reply.hijack();
          return provider.interactionFinished(
            req.raw,
            reply.raw,
            { login: { accountId } },
            { mergeWithLastSubmission: false },
          );
        }
      }
      const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : undefined;
      return send(
        reply,
        200,
        loginPage({ action: action(details.uid), login: hint, schoolHref: await school(details.uid) }),
      );
    });

    routes.post(
      path,
      {
        config: { access: 'public', produces: 'text/html' },
        schema: { params: LoginParams, body: LoginBody },
      },
      async (req, reply) => {
        const details = await interactionOf(req, reply);
        if (!details) return expired(reply);
        const login = (req.body?.login ?? '').trim();
        const password = req.body?.password ?? '';
        const view = { action: action(details.uid), login, schoolHref: await school(details.uid) };
        if (!login || !password) return send(reply, 200, loginPage({ ...view, error: MESSAGES.missing }));
        const admission = await throttle.admit(login, req.ip);
        if (!admission.ok) {
          req.log.info({ retryAfter: admission.retryAfterSeconds }, 'sign-in throttled');
          reply.header('retry-after', String(admission.retryAfterSeconds));
          return send(reply, 429, loginPage({ ...view, error: MESSAGES.throttled(admission.retryAfterSeconds) }));
        }
        if (admission.delayMs) await sleep(admission.delayMs);
        const result = await signIn(db, login, password);
        await admission.settle(result.ok || result.reason === 'disabled');
        if (!result.ok) {
          req.log.info({ reason: result.reason }, 'sign-in refused');
          const error = result.reason === 'disabled' ? MESSAGES.disabled : MESSAGES.invalid;
          // 200 like any re-shown form: browsers log 4xx page loads as console errors.
          return send(reply, 200, loginPage({ ...view, error }));
        }
        reply.hijack();
        await provider.interactionFinished(
          req.raw,
          reply.raw,
          { login: { accountId: result.sub } },
          { mergeWithLastSubmission: false },
        );
      },
    );
  });
}

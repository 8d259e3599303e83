// Our sign-in page for oidc-provider's login prompt: GET shows the form, POST checks the password
// (same message for unknown account and wrong password; lockout after repeated failures).
// CSRF: the interaction uid in the path must match the signed, path-scoped, SameSite interaction cookie.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import type Provider from 'oidc-provider';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { signIn } from './accounts.ts';
import { escapeHtml, page } from './html.ts';
import { loginPage, MESSAGES } from './login-page.ts';
import type { providerHeaders } from './headers.ts';

interface Opts {
  provider: Provider;
  db: Db;
  config: Config;
  prefix: string;
  headers: ReturnType<typeof providerHeaders>;
}

type Params = { uid: string };
type Body = { login?: string; password?: string };

export async function loginRoutes(app: FastifyInstance, { provider, db, config, prefix, headers }: Opts) {
  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: 16 * 1024 });
    const path = `${prefix}/login-actions/:uid`;
    const action = (uid: string) => `${prefix}/login-actions/${encodeURIComponent(uid)}`;

    const send = (reply: FastifyReply, status: number, html: string) => {
      headers.page(reply.raw);
      return reply.status(status).type('text/html; charset=utf-8').send(html);
    };
    const expired = (reply: FastifyReply) =>
      send(
        reply,
        400,
        page(
          'Sign-in expired',
          `
<p class="subtitle">This sign-in page has expired.</p>
<p class="alert" role="alert">Please go back to the application and sign in again.</p>
<p class="note"><a href="${escapeHtml(config.publicUrl + '/')}">Back to the application</a></p>`,
        ),
      );

    /** The interaction of this request, if the cookie and the uid in the path agree. */
    const interactionOf = async (req: FastifyRequest<{ Params: Params }>, reply: FastifyReply) => {
      try {
        const details = await provider.interactionDetails(req.raw, reply.raw);
        return details.uid === req.params.uid ? details : undefined;
      } catch {
        return undefined;
      }
    };

    scope.get<{ Params: Params }>(path, { config: { access: 'public' } }, async (req, reply) => {
      const details = await interactionOf(req, reply);
      if (!details) return expired(reply);
      const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : undefined;
      return send(reply, 200, loginPage({ action: action(details.uid), login: hint }));
    });

    scope.post<{ Params: Params; Body: Body }>(
      path,
      {
        config: { access: 'public' },
        schema: {
          body: {
            type: 'object',
            properties: { login: { type: 'string', maxLength: 320 }, password: { type: 'string', maxLength: 1024 } },
          },
        },
      },
      async (req, reply) => {
        const details = await interactionOf(req, reply);
        if (!details) return expired(reply);
        const login = (req.body?.login ?? '').trim();
        const password = req.body?.password ?? '';
        const view = { action: action(details.uid), login };
        if (!login || !password) return send(reply, 200, loginPage({ ...view, error: MESSAGES.missing }));
        const result = await signIn(db, login, password, {
          maxFailures: config.oidc.loginMaxFailures,
          lockoutSeconds: config.oidc.loginLockoutSeconds,
        });
        if (!result.ok) {
          const error =
            result.reason === 'locked'
              ? MESSAGES.locked(result.lockedSeconds ?? config.oidc.loginLockoutSeconds)
              : result.reason === 'disabled'
                ? MESSAGES.disabled
                : MESSAGES.invalid;
          req.log.info({ reason: result.reason }, 'sign-in refused');
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

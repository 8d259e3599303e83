// The LTI 1.3 tool's endpoints (docs/lti.md), all public (the platform and the browser call them
// without our token; what they carry is verified instead), and the registration API:
//   GET  /lti/jwks             the tool's public keys
//   GET|POST /lti/login        OIDC login initiation → 302 to the platform's authorization URL
//   POST /lti/launch           the form-posted id_token: verified, the user found or made, then a
//                              hand-over page (clears this origin's cookies and storage) →
//   POST /lti/deep-link        a deep-linking request's pick (the launch showed the teacher a picker)
//                              → a page that form-posts the signed LtiDeepLinkingResponse back
//   GET  /lti/continue?code=   spends the one-time code, sets the sign-in ticket cookie for the
//                              login page and goes to /teacher-tools (teacher) or /dashboard, or for
//                              a deep-linked quiz or room to it (quiz-links.ts), a teacher's own
//                              deep-linked saved output to its tool (output-landing.ts); the app's usual sign-in
//                              then completes without a password.
import formbody from '@fastify/formbody';
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import type { App } from '../schemas/app.ts';
import { replies } from '../schemas/replies.ts';
import { exchangeTicket, issueTicket, ticketCookieHeader } from '../identity/sign-in-tickets.ts';
import { identityUrls } from '../identity/urls.ts';
import { handOverPage, htmlPage, LtiRefusal, postBackPage, refusalPage } from './pages.ts';
import { deepLinkAnswer, pickerPage } from './deep-linking.ts';
import { initiateLogin } from './login.ts';
import { verifyLaunch } from './verify.ts';
import { launchUser } from './accounts.ts';
import { linkLanding } from './quiz-links.ts';
import { outputLanding } from './output-landing.ts';
import { toolJwks } from './keys.ts';
import { LTI_PATHS } from './tool-urls.ts';
import { registrationRoutes } from './registration-routes.ts';
import { contextRoutes } from './context-routes.ts';
import { contextSectionRoute } from './context-section.ts';
import { recordContext } from './contexts.ts';

const LANDING = { teacher: '/teacher-tools', student: '/dashboard' } as const;
const page = { access: 'public', produces: 'text/html' } as const;
const Jwks = Type.Object({ keys: Type.Array(Type.Object({}, { additionalProperties: true })) });
const Continue = Type.Object({ code: Type.Optional(Type.String({ maxLength: 200 })) });
const asParams = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});

async function refusedOr(reply: FastifyReply, work: () => Promise<unknown>) {
  try {
    return await work();
  } catch (e) {
    if (e instanceof LtiRefusal) {
      reply.log.info({ code: e.code, reason: e.message }, 'LTI request refused');
      return refusalPage(reply, e);
    }
    throw e;
  }
}

async function toolRoutes(app: App) {
  const db = app.database.db;
  const config = app.config;
  await app.register(formbody, { bodyLimit: 128 * 1024 });

  app.get(LTI_PATHS.jwks, { config: { access: 'public' }, schema: { response: replies({ 200: Jwks }) } }, async () =>
    toolJwks(db),
  );

  app.route({
    method: ['GET', 'POST'],
    url: LTI_PATHS.login,
    config: page,
    handler: (req, reply) =>
      refusedOr(reply, async () => {
        const url = await initiateLogin(db, config, { ...asParams(req.query), ...asParams(req.body) });
        return reply.header('cache-control', 'no-store').redirect(url, 302);
      }),
  });

  app.post(LTI_PATHS.launch, { config: page }, (req, reply) =>
    refusedOr(reply, async () => {
      if (!config.oidc.embedded)
        throw new LtiRefusal(400, 'lti_account', 'LTI sign-in needs the embedded identity provider');
      const launch = await verifyLaunch(db, config, asParams(req.body));
      const userId = await launchUser(db, launch);
      await recordContext(db, launch, userId);
      req.log.info({ platform: launch.platform.id, role: launch.role, type: launch.messageType }, 'LTI launch');
      if (launch.messageType === 'LtiDeepLinkingRequest') return htmlPage(reply, await pickerPage(db, launch, userId));
      const landing =
        (await linkLanding(db, launch)) ?? (await outputLanding(db, launch, userId)) ?? LANDING[launch.role];
      const code = await issueTicket(db, userId, landing);
      return handOverPage(reply, `${config.publicUrl}/lti/continue?code=${encodeURIComponent(code)}`);
    }),
  );

  app.post('/lti/deep-link', { config: page }, (req, reply) =>
    refusedOr(reply, async () => {
      const { token, item } = asParams(req.body);
      if (typeof token !== 'string' || typeof item !== 'string' || token.length > 200)
        throw new LtiRefusal(400, 'lti_bad_request', 'Choose one of your quizzes or saved outputs');
      const answer = await deepLinkAnswer(db, config, token, item);
      return postBackPage(reply, answer.html, answer.returnUrl);
    }),
  );

  app.get('/lti/continue', { config: page, schema: { querystring: Continue } }, (req, reply) =>
    refusedOr(reply, async () => {
      const got = req.query.code ? await exchangeTicket(db, req.query.code) : undefined;
      if (!got) throw new LtiRefusal(400, 'lti_sign_in', 'This sign-in link has expired or was used already');
      const loginPath = `${identityUrls(config).prefix}/login-actions`;
      reply.header('set-cookie', ticketCookieHeader(got.cookie, loginPath, config.publicUrl.startsWith('https:')));
      return reply.header('cache-control', 'no-store').redirect(`${config.publicUrl}${got.landing}`, 303);
    }),
  );
}

/** The feature's plugin (mounted by server/routes.gen.ts). */
export default async function lti(app: App) {
  await app.register(toolRoutes);
  await app.register(async (scope) => registrationRoutes(scope));
  await app.register(async (scope) => contextRoutes(scope));
  await app.register(async (scope) => contextSectionRoute(scope));
}

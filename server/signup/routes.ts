// POST /api/signup/:kind (public): a TrekAI student (student) or an independent EI teacher
// (teacher) signs up (docs/commerce.md). The identity is made through IdentityAdmin with a random
// password nobody sees; the confirmation mail carries a set-password link, which proves the
// address. Rate limited per client address; a refused request writes nothing.
import { randomBytes } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import type { App } from '../schemas/app.ts';
import { replies } from '../schemas/replies.ts';
import { SIGNUP_KINDS, SIGNUP_RULES, SignupSchema, type SignupKind } from '../../src/shared/signup.ts';
import { validateInput } from '../resources/validate-input.ts';
import { identityCall } from '../resources/definitions/user-common.ts';
import { issuePasswordLink } from '../identity-admin/password-links.ts';
import { sendNotification } from '../mail/notify.ts';
import { ApiError, notFound } from '../errors.ts';
import { IdentityExistsError } from '../identity-admin/index.ts';
import { createAccount, emailTaken, emailUnavailable, signupTenant } from './accounts.ts';

/** sign-ups answered per client address and hour before 429 */
export const SIGNUPS_PER_HOUR = 10;
const HOUR_MS = 3_600_000;

const Params = Type.Object({ kind: Type.Union([Type.Literal('student'), Type.Literal('teacher')]) });
const Body = Type.Object({}, { additionalProperties: true });
const Done = Type.Object({ data: Type.Object({ email: Type.String(), mailed: Type.Boolean() }) });

/** the shared field rules, answered as 422 with `fields` (the form shows them at their fields) */
function checked(body: unknown) {
  try {
    return validateInput(SignupSchema, body, 'Sign-up');
  } catch (err) {
    if (err instanceof ApiError) throw new ApiError(422, 'validation_failed', err.message, err.details);
    throw err;
  }
}

export default async function signupRoutes(app: App) {
  const attempts = app.counters;
  app.post(
    '/api/signup/:kind',
    {
      config: { access: 'public' },
      schema: { params: Params, body: Body, response: replies({ 201: Done }) },
      // counted before any check, so malformed requests count too
      onRequest: async (req, reply) => {
        const hit = await attempts.hit(`signup:${req.ip}`, HOUR_MS);
        if (hit.count <= SIGNUPS_PER_HOUR) return;
        const wait = Math.max(1, Math.ceil((hit.resetAt - Date.now()) / 1000));
        reply.header('retry-after', String(wait));
        throw new ApiError(
          429,
          'rate_limited',
          `Too many sign-ups from here; try again in ${Math.ceil(wait / 60)} minutes`,
        );
      },
    },
    async (req, reply) => {
      const kind = SIGNUP_KINDS[req.params.kind as SignupKind];
      const v = checked(req.body);
      const person = {
        email: String(v.email).trim().toLowerCase(),
        firstName: String(v.first_name).trim(),
        lastName: String(v.last_name).trim(),
      };
      for (const [field, value] of [
        ['first_name', person.firstName],
        ['last_name', person.lastName],
      ] as const) {
        if (value) continue;
        const message = `${SIGNUP_RULES[field].label} is required`;
        throw new ApiError(422, 'validation_failed', message, { fields: { [field]: message } });
      }
      const db = app.database.db;
      const tenant = await signupTenant(db, kind.schema);
      if (!tenant) throw notFound('Sign-up is not open here');
      await emailTaken(db, person.email);
      const identities = app.identityAdmin;
      const password = randomBytes(24).toString('base64url');
      const sub = await identityCall(() =>
        identities.create(db, { ...person, password }).catch((err: unknown) => {
          throw err instanceof IdentityExistsError ? emailUnavailable() : err;
        }),
      );
      try {
        await createAccount(db, { ...person, userId: sub, tenantId: tenant.id, role: kind.role });
      } catch (err) {
        await identities.remove(db, sub);
        // the same address signing up twice at once: the second insert meets the unique e-mail
        throw (err as { code?: string }).code === '23505' ? emailUnavailable() : err;
      }
      // after the commit: the account stands even if the mail fails; "forgot password" sends another link
      let mailed = false;
      try {
        const link = await issuePasswordLink(db, app.config, sub, 'invite');
        const name = `${person.firstName} ${person.lastName}`;
        const opts = { tenantId: tenant.id, createdBy: sub };
        await sendNotification(app, 'user_invited', person.email, { name, school: tenant.title, link }, opts);
        mailed = true;
      } catch (err) {
        req.log.warn({ err }, 'sign-up mail failed');
      }
      return reply.code(201).send({ data: { email: person.email, mailed } });
    },
  );
}

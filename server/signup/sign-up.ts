// A sign-up (POST /api/signup/:kind, routes.ts, and the embedded provider's registration form,
// server/identity/registration-routes.ts): a TrekAI student (student) or an independent EI teacher
// (teacher) signs up (docs/commerce.md). The identity is made through IdentityAdmin with a random
// password nobody sees; the confirmation mail carries a set-password link, which proves the
// address. An address already in use gets the same answer, in about the same time, and its owner a
// password-reset link instead of a second account: the answer never tells whether an address
// exists (issue #15, docs/commerce.md). Rate limited per client address on the shared counters.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../schemas/app.ts';
import { SIGNUP_KINDS, SIGNUP_RULES, SignupSchema, type SignupKind } from '../../src/shared/signup.ts';
import { validateInput } from '../resources/validate-input.ts';
import { identityCall } from '../resources/definitions/user-common.ts';
import { issuePasswordLink } from '../identity-admin/password-links.ts';
import { sendNotification } from '../mail/notify.ts';
import { ApiError, notFound } from '../errors.ts';
import { IdentityExistsError } from '../identity-admin/index.ts';
import { spendPasswordHashTime, unknownPassword } from '../identity-admin/unknown-password.ts';
import { AddressInUse, accountOf, createAccount, signupTenant } from './accounts.ts';

/** sign-ups answered per client address and hour before 429 */
export const SIGNUPS_PER_HOUR = 10;
const HOUR_MS = 3_600_000;

/** the shared field rules, answered as 422 with `fields` (the form shows them at their fields) */
function checked(body: unknown) {
  try {
    return validateInput(SignupSchema, body, 'Sign-up');
  } catch (err) {
    if (err instanceof ApiError) throw new ApiError(422, 'validation_failed', err.message, err.details);
    throw err;
  }
}

/** counts a sign-up request of the client's address; over SIGNUPS_PER_HOUR: 429 with Retry-After */
export async function limitSignups(app: App, req: FastifyRequest, reply: FastifyReply) {
  const hit = await app.counters.hit(`signup:${req.ip}`, HOUR_MS);
  if (hit.count <= SIGNUPS_PER_HOUR) return;
  const wait = Math.max(1, Math.ceil((hit.resetAt - Date.now()) / 1000));
  reply.header('retry-after', String(wait));
  throw new ApiError(429, 'rate_limited', `Too many sign-ups from here; try again in ${Math.ceil(wait / 60)} minutes`);
}

/** the sign-up itself (also the embedded provider's registration form, server/identity/registration-routes.ts):
 * 422 `validation_failed` with `fields`, else the same answer whether or not the address was in use */
export async function signUp(app: App, req: FastifyRequest, kindName: SignupKind, body: unknown) {
  const kind = SIGNUP_KINDS[kindName];
  const v = checked(body);
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
  const identities = app.identityAdmin;
  const password = unknownPassword();
  const existing = await accountOf(db, person.email);
  let mailed = true;
  if (existing) {
    // the scrypt hash a new identity costs, so a used address does not answer faster
    await spendPasswordHashTime();
    mailed = await queued(req, () => mailOwner(app, existing, person.email));
    return { email: person.email, mailed };
  }
  try {
    const sub = await identityCall(() =>
      identities.create(db, { ...person, password }).catch((err: unknown) => {
        throw err instanceof IdentityExistsError ? new AddressInUse() : err;
      }),
    );
    try {
      await createAccount(db, { ...person, userId: sub, tenantId: tenant.id, role: kind.role });
    } catch (err) {
      await identities.remove(db, sub);
      // the same address signing up twice at once: the second insert meets the unique e-mail
      throw (err as { code?: string }).code === '23505' ? new AddressInUse() : err;
    }
    // after the commit: the account stands even if the mail fails; "forgot password" sends another link
    mailed = await queued(req, async () => {
      const link = await issuePasswordLink(db, app.config, sub, 'invite');
      const name = `${person.firstName} ${person.lastName}`;
      const opts = { tenantId: tenant.id, createdBy: sub };
      await sendNotification(app, 'user_invited', person.email, { name, school: tenant.title, link }, opts);
    });
  } catch (err) {
    // an identity without an app user, or a sign-up at the same moment: the same answer, no mail
    if (!(err instanceof AddressInUse)) throw err;
  }
  return { email: person.email, mailed };
}

/** whether the mail was queued; a failure is logged, the answer stays the same */
async function queued(req: { log: { warn: (o: object, m: string) => void } }, send: () => Promise<unknown>) {
  try {
    await send();
    return true;
  } catch (err) {
    req.log.warn({ err }, 'sign-up mail failed');
    return false;
  }
}

/** the owner of a used address is sent a password-reset link (they may have forgotten the account) */
async function mailOwner(
  app: App,
  owner: { user_id: string; tenant_id: number; first_name: string; last_name: string },
  to: string,
) {
  const link = await issuePasswordLink(app.database.db, app.config, owner.user_id, 'reset');
  const name = `${owner.first_name} ${owner.last_name}`.trim();
  await sendNotification(app, 'password_reset', to, { name, link }, { tenantId: owner.tenant_id });
}

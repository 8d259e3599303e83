// POST /api/my-profile/password: the signed-in user changes their own password with the embedded
// provider, giving the current one (tries are counted by the sign-in throttle, so this is no faster
// way to guess it). The new one must meet the password rules (422 password_rejected says why); setting
// it voids the account's outstanding set-password links and ends every session of the account on every
// server, this one included (server/identity-admin/session-ends.ts): the user signs in again. With
// an external provider the password is changed there (409 identity_not_managed).
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import type { App } from '../schemas/app.ts';
import { ApiError, invalidField } from '../errors.ts';
import { replies } from '../schemas/replies.ts';
import { recordAudit } from '../audit/record.ts';
import { DUMMY_HASH, verifyPassword } from '../identity/password.ts';
import { loginThrottle } from '../identity/login-throttle.ts';

const Body = Type.Object(
  {
    current_password: Type.String({ minLength: 1, maxLength: 1024 }),
    // the rules are checked with a reason (server/identity/password-rules.ts), not here
    new_password: Type.String({ minLength: 1, maxLength: 1024 }),
  },
  { additionalProperties: false },
);

export async function passwordChangeRoute(app: App) {
  const db = app.database.db;
  const throttle = loginThrottle(app.counters, app.config.oidc.loginThrottle);
  app.post(
    '/api/my-profile/password',
    {
      config: { access: 'authenticated', uiPath: '/my-profile' },
      schema: { body: Body, response: replies({ 200: Type.Object({ ok: Type.Boolean() }) }) },
    },
    async (req, reply) => {
      const p = req.principal!;
      if (app.identityAdmin.kind !== 'embedded')
        throw new ApiError(409, 'identity_not_managed', 'Change your password at your identity provider');
      const admission = await throttle.admit(p.email, req.ip);
      if (!admission.ok) {
        reply.header('retry-after', String(admission.retryAfterSeconds));
        throw new ApiError(429, 'rate_limited', 'Too many wrong passwords; try again later');
      }
      if (admission.delayMs) await new Promise((resolve) => setTimeout(resolve, admission.delayMs));
      const row = await sql<{ password_hash: string }>`
        SELECT password_hash FROM platform.identities WHERE sub = ${p.userId}`.execute(db);
      const right = await verifyPassword(req.body.current_password, row.rows[0]?.password_hash ?? DUMMY_HASH);
      await admission.settle(right && Boolean(row.rows[0]));
      if (!right || !row.rows[0]) throw invalidField('current_password', 'The current password is not right');
      await db.transaction().execute(async (trx) => {
        await app.identityAdmin.setPassword(trx, p.userId, req.body.new_password);
        await recordAudit(trx, p, {
          tenantId: p.tenantId,
          action: 'change_password',
          resource: 'my-profile',
          recordId: p.userId,
        });
      });
      return { ok: true };
    },
  );
}

// POST /api/password-links/redeem: the public end of an invite or reset mail (the page
// /set-password posts here). The link is checked and used up, and the account gets the password.
import type { App } from '../schemas/app.ts';
import { Type } from '@sinclair/typebox';
import { replies } from '../schemas/replies.ts';
import { redeemPasswordLink } from './password-links.ts';

const Body = Type.Object(
  {
    token: Type.String({ minLength: 10, maxLength: 200 }),
    // the password rules are checked with a reason (server/identity/password-rules.ts), not here
    password: Type.String({ minLength: 1, maxLength: 1024 }),
  },
  { additionalProperties: false },
);

export default async function passwordLinkRoutes(app: App) {
  app.post(
    '/api/password-links/redeem',
    {
      config: { access: 'public' },
      schema: { body: Body, response: replies({ 200: Type.Object({ ok: Type.Boolean() }) }) },
    },
    async (req) => {
      await redeemPasswordLink(
        app.database.db,
        app.config.secretKey,
        app.identityAdmin,
        req.body.token,
        req.body.password,
      );
      return { ok: true };
    },
  );
}

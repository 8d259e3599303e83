// POST /api/signup/:kind (public): the sign-up of sign-up.ts (a TrekAI student or an independent EI
// teacher, docs/commerce.md), rate limited per client address before any check.
import { Type } from '@sinclair/typebox';
import type { App } from '../schemas/app.ts';
import { replies } from '../schemas/replies.ts';
import type { SignupKind } from '../../src/shared/signup.ts';
import { limitSignups, signUp } from './sign-up.ts';

const Params = Type.Object({ kind: Type.Union([Type.Literal('student'), Type.Literal('teacher')]) });
const Body = Type.Object({}, { additionalProperties: true });
const Done = Type.Object({ data: Type.Object({ email: Type.String(), mailed: Type.Boolean() }) });

export default async function signupRoutes(app: App) {
  app.post(
    '/api/signup/:kind',
    {
      config: { access: 'public' },
      schema: { params: Params, body: Body, response: replies({ 202: Done }) },
      // counted before any check, so malformed requests count too
      onRequest: (req, reply) => limitSignups(app, req, reply),
    },
    async (req, reply) =>
      reply.code(202).send({ data: await signUp(app, req, req.params.kind as SignupKind, req.body) }),
  );
}

// /api/admin/users: what the users screen (/admin/users) does in the identity store: invite,
// enable/disable (one or many), reset password. Reading is security_users/users; names, roles and
// deletion are the generic writes (/api/resources/users). Refused where the tenant blocks /admin/users.
import type { FastifyInstance } from 'fastify';
import type { IdentityAdmin } from '../identity-admin/index.ts';
import { toJsonSchema } from '../../src/shared/field-rules.ts';
import { USER_RULES, STATUS_ACTIONS, BULK_MAX, type StatusAction } from '../../src/shared/rules/user-rules.ts';
import { assertShape, checkBody, ID_PARAM, UUID_PATTERN } from './validate.ts';
import { applyUserAction, inviteUser, resetPassword, type Invite } from './users.ts';

const CREATE = { access: 'user.create', uiPath: '/admin/users' };
const UPDATE = { access: 'user.update', uiPath: '/admin/users' };
const USER_PARAM = ID_PARAM('userId', UUID_PATTERN);

export function userRoutes(app: FastifyInstance, ids: IdentityAdmin) {
  const db = app.database.db;

  app.post<{ Body: Invite }>(
    '/api/admin/users',
    {
      config: CREATE,
      attachValidation: true,
      schema: { body: toJsonSchema(USER_RULES) },
    },
    async (req, reply) => {
      checkBody(req, USER_RULES);
      const p = req.principal!;
      reply.status(201);
      return inviteUser(db, ids, p, p.tenantId, req.body);
    },
  );

  app.post<{ Body: { action: StatusAction; user_ids: string[] } }>(
    '/api/admin/users/status',
    {
      config: UPDATE,
      attachValidation: true,
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['action', 'user_ids'],
          properties: {
            action: { type: 'string', enum: [...STATUS_ACTIONS] },
            user_ids: {
              type: 'array',
              minItems: 1,
              maxItems: BULK_MAX,
              items: { type: 'string', pattern: UUID_PATTERN },
            },
          },
        },
      },
    },
    async (req) => {
      assertShape(req);
      return applyUserAction(
        db,
        ids,
        req.principal!,
        req.body.action,
        req.body.user_ids.map((s) => s.toLowerCase()),
      );
    },
  );

  app.post<{ Params: { userId: string } }>(
    '/api/admin/users/:userId/reset-password',
    {
      config: UPDATE,
      attachValidation: true,
      schema: { params: USER_PARAM },
    },
    async (req) => {
      assertShape(req);
      return resetPassword(db, ids, req.principal!, req.params.userId.toLowerCase());
    },
  );
}

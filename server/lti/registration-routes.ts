// Registering LTI platforms (docs/lti.md), for a school's administrator (settings.update: it connects
// the school to another system, like its other settings); an operator may name another school
// (tenantSchema). Every answer carries the tool's own URLs, which the administrator copies into
// the platform:
//   GET    /api/lti/platforms[?tenantSchema=]   the school's registrations
//   POST   /api/lti/platforms                   register one (201)
//   PUT    /api/lti/platforms/:id               change one (with its version; 409 when stale)
//   DELETE /api/lti/platforms/:id               remove one, with the links of its users
import { Type } from '@sinclair/typebox';
import type { App } from '../schemas/app.ts';
import { replies } from '../schemas/replies.ts';
import { decideTenant } from '../plugins/tenant.ts';
import {
  createPlatform,
  deletePlatform,
  listPlatforms,
  Platform,
  PlatformInput,
  updatePlatform,
} from './registrations.ts';
import { toolUrls, ToolUrls } from './tool-urls.ts';

const access = { access: 'settings.update' } as const;
const Params = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) });
const Query = Type.Object({ tenantSchema: Type.Optional(Type.String({ maxLength: 63 })) });
const One = Type.Object({ data: Platform, tool: ToolUrls });
const Many = Type.Object({ data: Type.Array(Platform), tool: ToolUrls });
const Update = Type.Composite([PlatformInput, Type.Object({ version: Type.Integer({ minimum: 1 }) })], {
  additionalProperties: false,
});

export function registrationRoutes(app: App) {
  const db = app.database.db;
  const tool = toolUrls(app.config);

  app.get(
    '/api/lti/platforms',
    { config: access, schema: { querystring: Query, response: replies({ 200: Many }) } },
    async (req) => {
      const tenant = await decideTenant(db, req.principal!, { tenantSchema: req.query.tenantSchema });
      return { data: await listPlatforms(db, tenant.id), tool };
    },
  );

  app.post(
    '/api/lti/platforms',
    { config: { ...access, namedTenant: true }, schema: { body: PlatformInput, response: replies({ 201: One }) } },
    async (req, reply) =>
      reply.status(201).send({ data: await createPlatform(db, app.config, req.tenant!.id, req.body), tool }),
  );

  app.put(
    '/api/lti/platforms/:id',
    {
      config: { ...access, namedTenant: true },
      schema: { params: Params, body: Update, response: replies({ 200: One }) },
    },
    async (req) => ({
      data: await updatePlatform(db, app.config, req.tenant!.id, Number(req.params.id), req.body),
      tool,
    }),
  );

  app.delete(
    '/api/lti/platforms/:id',
    { config: access, schema: { params: Params, querystring: Query, response: replies({ 204: Type.Null() }) } },
    async (req, reply) => {
      const tenant = await decideTenant(db, req.principal!, { tenantSchema: req.query.tenantSchema });
      await deletePlatform(db, tenant.id, Number(req.params.id));
      return reply.status(204).send(null);
    },
  );
}

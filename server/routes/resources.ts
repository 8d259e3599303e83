// Generic REST writes for the declared resources (server/resources/definitions):
//   POST   /api/resources/:resource          create          → 201 {data}
//   PATCH  /api/resources/:resource/:id      update + version → 200 {data} | 409 {error:{current}}
//   DELETE /api/resources/:resource/:id      delete [?version] → 200 {data}
//   DELETE /api/resources/:resource          bulk delete {ids} → 200 {data: [...]}
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { notFound } from '../errors.ts';
import { RESOURCES } from '../resources/definitions/index.ts';
import { createRecord, deleteRecord, deleteRecords, updateRecord } from '../resources/engine.ts';

const Params = Type.Object({
  resource: Type.String({ maxLength: 64 }),
  id: Type.Optional(Type.String({ maxLength: 64 })),
});
const config = { access: 'authenticated' } as const;

function resourceDef(name: string) {
  const def = RESOURCES.get(name);
  if (!def) throw notFound(`No writable resource ${JSON.stringify(name.slice(0, 64))}`, 'unknown_resource');
  return def;
}

export default async function resourceRoutes(app: FastifyInstance) {
  // the hooks outside the transaction reach the identity store through the app's decoration
  const services = { db: app.database.db, identities: app.identityAdmin };
  app.post<{ Params: { resource: string } }>(
    '/api/resources/:resource',
    { config, schema: { params: Params } },
    async (req, reply) => {
      const row = await createRecord(services, resourceDef(req.params.resource), req.body, req.principal!);
      return reply.status(201).send({ data: row });
    },
  );
  app.patch<{ Params: { resource: string; id: string } }>(
    '/api/resources/:resource/:id',
    { config, schema: { params: Params } },
    async (req) => ({
      data: await updateRecord(services, resourceDef(req.params.resource), req.params.id, req.body, req.principal!),
    }),
  );
  app.delete<{ Params: { resource: string; id: string }; Querystring: { version?: string } }>(
    '/api/resources/:resource/:id',
    {
      config,
      schema: { params: Params, querystring: Type.Object({ version: Type.Optional(Type.String({ maxLength: 12 })) }) },
    },
    async (req) => ({
      data: await deleteRecord(
        services,
        resourceDef(req.params.resource),
        req.params.id,
        req.query.version,
        req.principal!,
      ),
    }),
  );
  app.delete<{ Params: { resource: string }; Body: { ids?: unknown } }>(
    '/api/resources/:resource',
    { config, schema: { params: Params } },
    async (req) => ({
      data: await deleteRecords(
        services,
        resourceDef(req.params.resource),
        (req.body as { ids?: unknown } | undefined)?.ids,
        req.principal!,
      ),
    }),
  );
}

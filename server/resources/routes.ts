// Generic REST writes for the declared resources (server/resources/definitions):
//   POST   /api/resources/:resource          create          → 201 {data}
//   PATCH  /api/resources/:resource/:id      update + version → 200 {data} | 409 {error:{current}}
//   DELETE /api/resources/:resource/:id      delete [?version] → 200 {data}
//   DELETE /api/resources/:resource          bulk delete {ids} → 200 {data: [...]}
//   POST   /api/resources/:resource/actions/:action  {ids, input?} → 200 {data: {results per id}}
//          (server/resources/actions.ts)
import { Type } from '@sinclair/typebox';
import { badRequest, notFound } from '../errors.ts';
import { RESOURCES } from './definitions/index.ts';
import { createRecord, deleteRecord, deleteRecords, MAX_BULK, updateRecord } from './engine.ts';
import { runAction } from './actions.ts';
import { writeServices } from './services.ts';
import { replies } from '../schemas/replies.ts';
import type { App } from '../schemas/app.ts';

const Params = Type.Object({
  resource: Type.String({ maxLength: 64 }),
  id: Type.Optional(Type.String({ maxLength: 64 })),
});
const config = { access: 'authenticated' } as const;
const Open = Type.Object({}, { additionalProperties: true });
const ActionBody = Type.Object(
  {
    ids: Type.Array(Type.Union([Type.String({ maxLength: 64 }), Type.Integer()]), { minItems: 1, maxItems: MAX_BULK }),
    input: Type.Optional(Open),
  },
  { additionalProperties: false },
);
const ActionReply = Type.Object({
  data: Type.Object({
    action: Type.String(),
    succeeded: Type.Integer(),
    failed: Type.Integer(),
    results: Type.Array(
      Type.Object({
        id: Type.Union([Type.String(), Type.Integer()]),
        ok: Type.Boolean(),
        data: Type.Optional(Open),
        output: Type.Optional(Open),
        status: Type.Optional(Type.Integer()),
        error: Type.Optional(
          Type.Object({ code: Type.String(), message: Type.String() }, { additionalProperties: true }),
        ),
      }),
    ),
  }),
});

// a record as its resource answers it: the declared columns differ per resource
const Written = Type.Object({ data: Open, oneTime: Type.Optional(Open) });
const Deleted = Type.Object({ data: Type.Array(Open) });

function resourceDef(name: string) {
  const def = RESOURCES.get(name);
  if (!def) throw notFound(`No writable resource ${JSON.stringify(name.slice(0, 64))}`, 'unknown_resource');
  return def;
}

export default async function resourceRoutes(app: App) {
  // the hooks outside the transaction reach the identity store through the app's decoration
  const services = writeServices(app);
  app.post(
    '/api/resources/:resource',
    { config, schema: { params: Params, response: replies({ 201: Written }) } },
    async (req, reply) => {
      const { row, oneTime } = await createRecord(
        services,
        resourceDef(req.params.resource),
        req.body,
        req.principal!,
        req.tenant!,
      );
      return reply.status(201).send(oneTime ? { data: row, oneTime } : { data: row });
    },
  );
  app.patch(
    '/api/resources/:resource/:id',
    { config, schema: { params: Params, response: replies({ 200: Written }) } },
    async (req) => ({
      data: await updateRecord(
        services,
        resourceDef(req.params.resource),
        req.params.id!,
        req.body,
        req.principal!,
        req.tenant!,
      ),
    }),
  );
  app.delete(
    '/api/resources/:resource/:id',
    {
      config,
      schema: {
        params: Params,
        querystring: Type.Object({ version: Type.Optional(Type.String({ maxLength: 12 })) }),
        response: replies({ 200: Written }),
      },
    },
    async (req) => ({
      data: await deleteRecord(
        services,
        resourceDef(req.params.resource),
        req.params.id!,
        req.query.version,
        req.principal!,
        req.tenant!,
      ),
    }),
  );
  app.delete(
    '/api/resources/:resource',
    { config, schema: { params: Params, response: replies({ 200: Deleted }) } },
    async (req) => ({
      data: await deleteRecords(
        services,
        resourceDef(req.params.resource),
        (req.body as { ids?: unknown } | undefined)?.ids,
        req.principal!,
        req.tenant!,
      ),
    }),
  );
  app.post(
    '/api/resources/:resource/actions/:action',
    {
      config,
      // a body of the wrong shape is answered after the permission check (runAction)
      attachValidation: true,
      schema: {
        params: Type.Object({ resource: Type.String({ maxLength: 64 }), action: Type.String({ maxLength: 64 }) }),
        body: ActionBody,
        response: replies({ 200: ActionReply }),
      },
    },
    async (req) => {
      const def = resourceDef(req.params.resource);
      const shapeError = req.validationError ? badRequest(req.validationError.message, 'invalid_ids') : undefined;
      return {
        data: await runAction(services, def, req.params.action, req.body, req.principal!, shapeError, req.tenant!),
      };
    },
  );
}

// POST /api/query/listmodel: every grid reads through here.
import type { App } from '../schemas/app.ts';
import { replies } from '../schemas/replies.ts';
import { ListBodySchema, ListReply, listAnswer } from './list-answer.ts';

export default async function listmodelRoutes(app: App) {
  app.post(
    '/api/query/listmodel',
    {
      config: { access: 'authenticated', namedTenant: true },
      schema: { body: ListBodySchema, response: replies({ 200: ListReply }) },
      // rows are records of any columns, which fast-json-stringify writes key by key with a
      // JSON.stringify call per value: one native call for the whole page costs a fraction
      // (docs/scaling.md, "What a request costs"); the schema still documents the answer
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (req) => listAnswer(app.database.db, req.principal!, req.tenant!, req.body),
  );
}

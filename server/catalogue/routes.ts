// GET /api/tbl/api-list: the list-API catalogue (table.read); POST /api/tbl/api-list/run: "try it",
// the same list query as POST /api/query/listmodel run as the signed-in user (api.read besides the
// query's own permission). See docs/listmodel.md ("The catalogue").
import type { App } from '../schemas/app.ts';
import { Type } from '@sinclair/typebox';
import { replies } from '../schemas/replies.ts';
import { ListBodySchema, listAnswer } from '../listmodel/list-answer.ts';
import { apiCatalogue } from './api-list.ts';
import { holds } from '../listmodel/column-access.ts';
import { checkAccess } from '../plugins/access-policy.ts';

const UI_PATH = '/admin/tbl/api-list';

const Field = Type.Object({
  name: Type.String(),
  label: Type.String(),
  type: Type.String(),
  operators: Type.Array(Type.String()),
  sortable: Type.Boolean(),
  filterOnly: Type.Boolean(),
  permission: Type.Optional(Type.String()),
});
const Entry = Type.Object({
  bizobjfile: Type.String(),
  api: Type.String(),
  description: Type.Optional(Type.String()),
  permission: Type.String(),
  uiPath: Type.Optional(Type.String()),
  level: Type.String(),
  operatorOnly: Type.Boolean(),
  onlySchemas: Type.Optional(Type.Array(Type.String())),
  key: Type.String(),
  defaultSort: Type.Array(Type.Tuple([Type.String(), Type.String()])),
  fields: Type.Array(Field),
});
const CatalogueReply = Type.Object({ data: Type.Array(Entry), canRun: Type.Boolean() });
const RunReply = Type.Object({
  data: Type.Array(
    Type.Object({
      rows: Type.Array(Type.Object({}, { additionalProperties: true })),
      total: Type.Integer(),
      fieldLabels: Type.Optional(Type.Record(Type.String(), Type.String())),
    }),
  ),
});

export default async function apiListRoutes(app: App) {
  app.get(
    '/api/tbl/api-list',
    { config: { access: 'table.read', uiPath: UI_PATH }, schema: { response: replies({ 200: CatalogueReply }) } },
    async (req) => {
      const p = req.principal!;
      return { data: apiCatalogue(p), canRun: holds(p, 'api.read') };
    },
  );
  app.post(
    '/api/tbl/api-list/run',
    {
      config: { access: 'api.read', uiPath: UI_PATH, namedTenant: true },
      schema: { body: ListBodySchema, response: replies({ 200: RunReply }) },
    },
    async (req) => {
      // running is a use of the catalogue page: its own permission too, not api.read alone
      checkAccess(req.principal!, 'table.read', UI_PATH);
      return listAnswer(app.database.db, req.principal!, req.tenant!, req.body);
    },
  );
}

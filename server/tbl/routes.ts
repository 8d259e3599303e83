// A table template's rows, paged on the server: POST /api/tbl/templates/:id/rows runs the template's
// list query with its filters and sort as the signed-in user and answers only its visible columns;
// POST /api/tbl/templates/preview does the same for an unsaved definition (the form's live preview),
// after the same check a save makes. docs/tables.md.
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import type { App } from '../schemas/app.ts';
import { replies } from '../schemas/replies.ts';
import { notFound } from '../errors.ts';
import { findQuery } from '../queries/index.ts';
import { runList } from '../listmodel/run-list.ts';
import type { Db } from '../db/database.ts';
import type { Principal } from '../auth/principal.ts';
import { checkTemplate, toListQuery } from './check-template.ts';
import {
  TemplateColumn,
  TemplateFilter,
  TemplateSort,
  type TemplateDefinition,
} from '../../src/shared/entities/tbl-templates.ts';

const UI_PATH = '/admin/tbl/templates';
const Page = {
  rowoffset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  rowsize: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
};
const Definition = Type.Object(
  {
    bizobjfile: Type.String({ minLength: 1, maxLength: 64 }),
    api: Type.String({ minLength: 1, maxLength: 64 }),
    columns: Type.Array(TemplateColumn, { minItems: 1, maxItems: 60 }),
    filters: Type.Array(TemplateFilter, { maxItems: 20 }),
    sort: Type.Array(TemplateSort, { maxItems: 5 }),
    ...Page,
  },
  { additionalProperties: false },
);
const Column = Type.Object({
  name: Type.String(),
  label: Type.String(),
  width: Type.Optional(Type.Integer()),
  format: Type.Optional(Type.String()),
});
const RowsReply = Type.Object({
  data: Type.Array(
    Type.Object({ rows: Type.Array(Type.Record(Type.String(), Type.Unknown())), total: Type.Integer() }),
  ),
  columns: Type.Array(Column),
});

/** One page of the template's rows, with only its visible columns, in its order. */
export async function templateRows(
  db: Db,
  p: Principal,
  def: TemplateDefinition,
  page: { rowoffset?: number; rowsize?: number },
) {
  checkTemplate(def, p);
  const entry = findQuery(def.bizobjfile, def.api)!;
  const { filter, sort } = toListQuery(def);
  const tenant = { id: p.tenantId, schema: p.schema, named: false };
  const result = await runList(db, entry, { filter, sort, ...page }, p, tenant);
  const visible = def.columns.filter((c) => c.visible);
  const rows = result.rows.map((r) => Object.fromEntries(visible.map((c) => [c.name, r[c.name] ?? null])));
  return {
    data: [{ rows, total: result.total }],
    columns: visible.map(({ name, label, width, format }) => ({ name, label, width, format })),
  };
}

async function loadTemplate(db: Db, p: Principal, id: number): Promise<TemplateDefinition> {
  const found = await sql<TemplateDefinition>`
    SELECT bizobjfile, api, columns, filters, sort FROM ${sql.id(p.schema)}.tbl_templates WHERE id = ${id}`.execute(db);
  if (!found.rows[0]) throw notFound(`No template ${id}`);
  return found.rows[0];
}

export default async function tblRoutes(app: App) {
  const access = { access: 'table.read', uiPath: UI_PATH } as const;
  app.post(
    '/api/tbl/templates/:id/rows',
    {
      config: access,
      schema: {
        params: Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) }),
        body: Type.Object(Page, { additionalProperties: false }),
        response: replies({ 200: RowsReply }),
      },
    },
    async (req) => {
      const db = app.database.db;
      const def = await loadTemplate(db, req.principal!, Number(req.params.id));
      return templateRows(db, req.principal!, def, req.body);
    },
  );
  app.post(
    '/api/tbl/templates/preview',
    { config: access, schema: { body: Definition, response: replies({ 200: RowsReply }) } },
    async (req) => {
      const { rowoffset, rowsize, ...def } = req.body;
      return templateRows(app.database.db, req.principal!, def, { rowoffset, rowsize });
    },
  );
}

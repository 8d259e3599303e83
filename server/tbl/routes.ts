// A table template's rows, paged on the server: POST /api/tbl/templates/:id/rows runs the template's
// list query with its filters and sort as the signed-in user and answers only its visible columns
// (with its grand totals and the subtotals of the page's groups when it has them);
// POST /api/tbl/templates/preview does the same for an unsaved definition (the form's live preview),
// after the same check a save makes; POST /api/tbl/templates/:id/export answers the whole template
// as a CSV, XLSX or PDF file. docs/tables.md.
import { Type } from '@sinclair/typebox';
import type { App } from '../schemas/app.ts';
import { replies } from '../schemas/replies.ts';
import {
  TemplateColumn,
  TemplateFilter,
  TemplateGroupBy,
  TemplateSort,
  TemplateTotals,
} from '../../src/shared/entities/tbl-templates.ts';
import { allRows, groupColumn, loadTemplate, shape, templateRows } from './rows.ts';
import { exportTable, tableCsv, tableXlsx } from './export-lines.ts';

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
    group_by: Type.Optional(TemplateGroupBy),
    totals: Type.Optional(TemplateTotals),
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
const Total = Type.Object({
  column: Type.String(),
  fn: Type.String(),
  value: Type.Union([Type.Number(), Type.Null()]),
});
const RowsReply = Type.Object({
  data: Type.Array(
    Type.Object({ rows: Type.Array(Type.Record(Type.String(), Type.Unknown())), total: Type.Integer() }),
  ),
  columns: Type.Array(Column),
  group_by: Type.Optional(Type.Union([Type.Object({ name: Type.String(), label: Type.String() }), Type.Null()])),
  totals: Type.Optional(Type.Array(Total)),
  groups: Type.Optional(
    Type.Array(Type.Object({ value: Type.Unknown(), count: Type.Integer(), totals: Type.Array(Total) })),
  ),
  /** false: the totals cover the first rows only (server/tbl/rows.ts EXPORT_CAP) */
  complete: Type.Optional(Type.Boolean()),
});
const Id = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) });
const TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

/** The template's name as a file name (the browser keeps it as it is). */
const fileName = (name: string) => name.replace(/[^A-Za-z0-9 _-]/g, '').trim() || 'template';

export default async function tblRoutes(app: App) {
  const access = { access: 'table.read', uiPath: UI_PATH } as const;
  app.post(
    '/api/tbl/templates/:id/rows',
    {
      config: access,
      schema: {
        params: Id,
        body: Type.Object(Page, { additionalProperties: false }),
        response: replies({ 200: RowsReply }),
      },
    },
    async (req) => {
      const db = app.database.db;
      const def = await loadTemplate(db, req.tenant!, Number(req.params.id));
      return templateRows(db, req.tenant!, req.principal!, def, req.body);
    },
  );
  app.post(
    '/api/tbl/templates/preview',
    { config: access, schema: { body: Definition, response: replies({ 200: RowsReply }) } },
    async (req) => {
      const { rowoffset, rowsize, ...def } = req.body;
      return templateRows(app.database.db, req.tenant!, req.principal!, def, { rowoffset, rowsize });
    },
  );
  app.post(
    '/api/tbl/templates/:id/export',
    {
      // the answer is the file itself
      config: { ...access, produces: 'application/octet-stream' },
      schema: {
        params: Id,
        body: Type.Object(
          { format: Type.Union([Type.Literal('csv'), Type.Literal('xlsx'), Type.Literal('pdf')]) },
          {
            additionalProperties: false,
          },
        ),
      },
    },
    async (req, reply) => {
      const db = app.database.db;
      const { format } = req.body;
      const def = await loadTemplate(db, req.tenant!, Number(req.params.id));
      const all = await allRows(db, req.tenant!, req.principal!, def);
      const { rows, columns } = shape(def, all.rows);
      const table = exportTable(def.template_name, def, columns, rows, groupColumn(def));
      const bytes =
        format === 'csv'
          ? tableCsv(table)
          : format === 'xlsx'
            ? await tableXlsx(table)
            : await (await import('./export-pdf.ts')).tablePdf(table);
      reply.header('content-type', TYPES[format]);
      reply.header('content-disposition', `attachment; filename="${fileName(def.template_name)}.${format}"`);
      reply.header('cache-control', 'no-store');
      reply.header('x-rows-complete', String(all.complete));
      return reply.send(bytes);
    },
  );
}

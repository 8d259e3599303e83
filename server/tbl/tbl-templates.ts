// Table templates (/admin/tbl/templates): a school's saved layouts over the list-query catalogue,
// with their grouping and totals, and the platform's master templates they start from
// (/admin/tbl/template-master). Every write is checked against the named query's declaration
// (server/tbl/check-template.ts); docs/tables.md.
import { sql } from 'kysely';
import shape, { type TemplateDefinition } from '../../src/shared/entities/tbl-templates.ts';
import { unprocessable } from '../errors.ts';
import { checkTemplate } from './check-template.ts';
import type { Row, Values } from '../resources/types.ts';
import { defineEntity } from '../entity/define.ts';
import { col, type ColumnSpec } from '../listmodel/define.ts';

/** The columns a template and a master template share, over the table aliased `a`. */
const definitionColumns = (a: string): Record<string, ColumnSpec> => ({
  id: col.int(`${a}.id`, '= in sort'),
  template_name: col.text(`${a}.template_name`, 'filter sort', 'Name'),
  description: col.text(`${a}.description`),
  bizobjfile: col.text(`${a}.bizobjfile`, '=', 'Query file'),
  api: col.text(`${a}.api`, '=', 'Query'),
  query: col.text(`${a}.bizobjfile || '/' || ${a}.api`, 'sort', 'List query'),
  columns: col.json(`${a}.columns`),
  filters: col.json(`${a}.filters`),
  sort: col.json(`${a}.sort`),
  group_by: col.text(`${a}.group_by`),
  totals: col.json(`${a}.totals`),
});

export default defineEntity({
  shape,
  list: {
    description: "The school's table templates: a list query with its columns, filters and sort",
    level: 'tenant',
    from: '{t}.tbl_templates tt',
    columns: {
      ...definitionColumns('tt'),
      master_template_id: col.int('tt.master_template_id', '='),
      column_count: col.int(
        "(SELECT count(*)::int FROM jsonb_array_elements(tt.columns) c WHERE (c->>'visible')::boolean)",
        '',
        'Visible columns',
      ),
      version: col.int('tt.version'),
      updated_at: col.timestamp('tt.updated_at', 'sort'),
      search: col.text("tt.template_name || ' ' || tt.bizobjfile || '/' || tt.api", 'like ilike hidden'),
    },
    key: 'id',
    defaultSort: [['template_name', 'asc']],
    permission: 'table.read',
  },
  moreQueries: {
    master_templates: {
      description: "The platform's master table templates a school's templates start from",
      uiPath: '/admin/tbl/template-master',
      level: 'platform',
      from: 'platform.tbl_master_templates mt',
      columns: {
        ...definitionColumns('mt'),
        search: col.text('mt.template_name', 'like ilike hidden'),
      },
      key: 'id',
      defaultSort: [['template_name', 'asc']],
      permission: 'authenticated',
    },
  },
  write: {
    table: '{t}.tbl_templates',
    key: { column: 'id', type: 'int' },
    moreColumns: ['created_by'],
    timestamps: ['created_at', 'updated_at'],
    jsonColumns: ['columns', 'filters', 'sort', 'totals'],
    touchUpdatedAt: true,
    scope: () => 'TRUE',
    permissions: { create: 'table.update', update: 'table.update', delete: 'table.update' },
    fixed: (ctx) => ({ created_by: ctx.principal.userId }),
    async prepare(_op, values: Values, ctx, db, before?: Row) {
      const pick = <T>(k: string, dflt: T) => (values[k] ?? before?.[k] ?? dflt) as T;
      checkTemplate(
        {
          bizobjfile: pick('bizobjfile', ''),
          api: pick('api', ''),
          columns: pick('columns', []),
          filters: pick('filters', []),
          sort: pick('sort', []),
          group_by: pick('group_by', null),
          totals: pick('totals', []),
        } satisfies TemplateDefinition,
        ctx.principal,
      );
      const master = values.master_template_id;
      if (typeof master === 'number') {
        const found = await sql<{
          found: number;
        }>`SELECT 1 AS found FROM platform.tbl_master_templates WHERE id = ${master}`.execute(db);
        if (!found.rows.length)
          throw unprocessable(`No master template ${master}`, 'master_template_missing', {
            fields: { master_template_id: `No master template ${master}` },
          });
      }
      return values;
    },
  },
});

// Table templates (/admin/tbl/templates): a school's saved layouts over the list-query catalogue,
// with their grouping and totals, and the platform's master templates they start from
// (/admin/tbl/template-master). Every write is checked against the named query's declaration
// (server/tbl/check-template.ts); docs/tables.md.
import { sql } from 'kysely';
import shape, { type TemplateDefinition } from '../../src/shared/entities/tbl-templates.ts';
import { unprocessable } from '../errors.ts';
import { checkTemplate } from '../tbl/check-template.ts';
import type { Row, Values } from '../resources/types.ts';
import { defineEntity } from './define.ts';
import type { ColumnDef } from '../listmodel/types.ts';

const json = (label: string, sqlText: string) => ({ label, type: 'json' as const, sql: sqlText });

/** The columns a template and a master template share, over the table aliased `a`. */
const definitionColumns = (a: string): Record<string, ColumnDef> => ({
  id: { label: 'Id', type: 'int', sql: `${a}.id`, filter: ['=', 'in'], sort: true },
  template_name: { label: 'Name', type: 'text', sql: `${a}.template_name`, filter: true, sort: true },
  description: { label: 'Description', type: 'text', sql: `${a}.description` },
  bizobjfile: { label: 'Query file', type: 'text', sql: `${a}.bizobjfile`, filter: ['='] },
  api: { label: 'Query', type: 'text', sql: `${a}.api`, filter: ['='] },
  query: { label: 'List query', type: 'text', sql: `${a}.bizobjfile || '/' || ${a}.api`, sort: true },
  columns: json('Columns', `${a}.columns`),
  filters: json('Filters', `${a}.filters`),
  sort: json('Sort', `${a}.sort`),
  group_by: { label: 'Group by', type: 'text', sql: `${a}.group_by` },
  totals: json('Totals', `${a}.totals`),
});

export default defineEntity({
  shape,
  list: {
    description: "The school's table templates: a list query with its columns, filters and sort",
    level: 'tenant',
    from: '{t}.tbl_templates tt',
    columns: {
      ...definitionColumns('tt'),
      master_template_id: { label: 'Master template id', type: 'int', sql: 'tt.master_template_id', filter: ['='] },
      column_count: {
        label: 'Visible columns',
        type: 'int',
        sql: "(SELECT count(*)::int FROM jsonb_array_elements(tt.columns) c WHERE (c->>'visible')::boolean)",
      },
      version: { label: 'Version', type: 'int', sql: 'tt.version' },
      updated_at: { label: 'Updated', type: 'timestamp', sql: 'tt.updated_at', sort: true },
      search: {
        label: 'Search',
        type: 'text',
        hidden: true,
        sql: "tt.template_name || ' ' || tt.bizobjfile || '/' || tt.api",
        filter: ['like', 'ilike'],
      },
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
        search: { label: 'Search', type: 'text', hidden: true, sql: 'mt.template_name', filter: ['like', 'ilike'] },
      },
      key: 'id',
      defaultSort: [['template_name', 'asc']],
      permission: 'authenticated',
    },
  },
  write: {
    table: '{t}.tbl_templates',
    key: { column: 'id', type: 'int' },
    columns: [
      'id',
      'template_name',
      'description',
      'master_template_id',
      'bizobjfile',
      'api',
      'columns',
      'filters',
      'sort',
      'group_by',
      'totals',
      'created_by',
      'version',
      'created_at',
      'updated_at',
    ],
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
        const found = await sql`SELECT 1 FROM platform.tbl_master_templates WHERE id = ${master}`.execute(db);
        if (!found.rows.length)
          throw unprocessable(`No master template ${master}`, 'master_template_missing', {
            fields: { master_template_id: `No master template ${master}` },
          });
      }
      return values;
    },
  },
});

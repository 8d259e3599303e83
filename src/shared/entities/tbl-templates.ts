// Table templates: a school's saved layout over one list query of the catalogue (columns with
// label, width, format and visibility; filters; sort; grouping by one column and totals of numeric
// columns). The server checks every column, operator
// and sort against the query's declaration (server/tbl/check-template.ts); docs/tables.md.
import { Type, type Static } from '@sinclair/typebox';
import { choice, code, name, nullable, id, text } from '../fields.ts';
import { defineEntityShape } from '../entity.ts';

export const TEMPLATE_FORMATS = ['text', 'number', 'date', 'datetime', 'yesno'] as const;
export const LIST_OPERATORS = ['=', '!=', '<', '<=', '>', '>=', 'like', 'ilike', 'in', 'is_null', 'not_null'] as const;

const column = Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z_][a-z0-9_]*$' });
const scalar = Type.Union([Type.String({ maxLength: 200 }), Type.Number(), Type.Boolean(), Type.Null()]);

export const TemplateColumn = Type.Object(
  {
    name: column,
    label: Type.String({ maxLength: 100 }),
    width: Type.Optional(Type.Integer({ minimum: 40, maximum: 800 })),
    visible: Type.Boolean(),
    format: Type.Optional(choice('Format', TEMPLATE_FORMATS)),
  },
  { additionalProperties: false },
);
export const TemplateFilter = Type.Object(
  {
    column,
    op: choice('Operator', LIST_OPERATORS),
    value: Type.Optional(Type.Union([scalar, Type.Array(Type.String({ maxLength: 200 }), { maxItems: 50 })])),
  },
  { additionalProperties: false },
);
export const TemplateSort = Type.Object(
  { column, dir: choice('Direction', ['asc', 'desc']) },
  { additionalProperties: false },
);
export const TOTAL_FUNCTIONS = ['sum', 'avg', 'count', 'min', 'max'] as const;
export const TemplateTotal = Type.Object(
  { column, fn: choice('Total', TOTAL_FUNCTIONS) },
  { additionalProperties: false },
);
/** The grouping column (rows are ordered by it first, a heading and subtotals per value) or none. */
export const TemplateGroupBy = nullable(
  Type.String({ title: 'Group by', minLength: 1, maxLength: 64, pattern: '^[a-z_][a-z0-9_]*$' }),
);
export const TemplateTotals = Type.Array(TemplateTotal, { title: 'Totals', maxItems: 20 });

export type TemplateColumn = Static<typeof TemplateColumn>;
export type TemplateFilter = Static<typeof TemplateFilter>;
export type TemplateSort = Static<typeof TemplateSort>;
export type TemplateTotal = Static<typeof TemplateTotal>;
export type TotalFunction = (typeof TOTAL_FUNCTIONS)[number];

/** What a template says about its query, as stored and as checked. */
export interface TemplateDefinition {
  bizobjfile: string;
  api: string;
  columns: TemplateColumn[];
  filters: TemplateFilter[];
  sort: TemplateSort[];
  /** absent or null: no grouping */
  group_by?: string | null;
  totals?: TemplateTotal[];
}

export default defineEntityShape({
  name: 'tbl_templates',
  label: 'Template',
  uiPath: '/admin/tbl/templates',
  list: { bizobjfile: 'tbl', api: 'templates' },
  fields: {
    template_name: name('Name'),
    description: text('Description', 1000),
    master_template_id: nullable(id('Master template')),
    bizobjfile: code('Query file', 64),
    api: code('Query', 64),
    columns: Type.Array(TemplateColumn, { title: 'Columns', minItems: 1, maxItems: 60 }),
    filters: Type.Array(TemplateFilter, { title: 'Filters', maxItems: 20 }),
    sort: Type.Array(TemplateSort, { title: 'Sort', maxItems: 5 }),
    group_by: TemplateGroupBy,
    totals: TemplateTotals,
  },
  required: ['template_name', 'bizobjfile', 'api', 'columns'],
  createOnly: ['master_template_id', 'bizobjfile', 'api'],
});

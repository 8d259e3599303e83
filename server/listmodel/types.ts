// The shapes of the list-query registry (the defineModule and defineEntity files) and of a validated request.
// Registry entries are data; the one engine (compile.ts) turns an entry plus a request into SQL.
import type { Tenant } from '../db/tenant.ts';
import type { Principal } from '../auth/principal.ts';

export const OPERATORS = ['=', '!=', '<', '<=', '>', '>=', 'like', 'ilike', 'in', 'is_null', 'not_null'] as const;
export type Operator = (typeof OPERATORS)[number];

/** How a value is checked when it arrives in a filter, and how the column is sent back. */
export type ValueType = 'text' | 'int' | 'bigint' | 'number' | 'bool' | 'uuid' | 'date' | 'timestamp' | 'json';

export interface ColumnDef {
  label: string;
  type: ValueType;
  /** SQL expression (registry text; may use the placeholders of template.ts). Default: the column name. */
  sql?: string;
  /** operators allowed in a filter on this column; true = the defaults for its type; absent = not filterable */
  filter?: readonly Operator[] | true;
  sort?: boolean;
  /** filter-only: never selected (e.g. a search text or a scope column) */
  hidden?: boolean;
  /**
   * a permission needed, besides the entry's, to read the column (e.g. student.email): without it
   * the column is left out of the rows and the field labels, and a filter or sort on it is a 403.
   * (A request cannot name the columns it wants, so leaving it out is the whole of "not selected".)
   */
  permission?: string;
  /** for a principal without `permission`, this expression is used instead and the column stays
   * usable: a search over names and e-mail then looks at names only */
  sqlWithout?: { permission: string; sql: string };
}

/** Values available to placeholders in registry text (see template.ts). */
export interface QueryContext {
  principal: Principal;
  /** the tenant the query runs against: the principal's own, or one named by a platform operator
   * (`tenant.named`: platform entries then narrow to it) */
  tenant: Tenant;
}

export interface QueryEntry {
  bizobjfile: string;
  api: string;
  /** 'tenant': reads the tenant's schema ({t}); 'platform': reads platform tables */
  level: 'tenant' | 'platform';
  /** FROM fragment, registry text */
  from: string;
  columns: Readonly<Record<string, ColumnDef>>;
  /** always-on condition (registry text), e.g. the tenant's rows of a platform table */
  where?: string;
  /** per-principal row scope: registry text, or null for no narrowing */
  scope?: (ctx: QueryContext) => string | null;
  /** GROUP BY these columns' expressions (for distinct lookups); every selected column must be one of them */
  groupBy?: readonly string[];
  defaultSort: readonly (readonly [string, 'asc' | 'desc'])[];
  /** a unique column appended to every ORDER BY so pages are stable */
  key: string;
  /** 'authenticated' or a permission name, checked with checkAccess */
  permission: string;
  uiPath?: string;
  /** only platform operators (tenant ei_lms with tenant.read) */
  operatorOnly?: boolean;
  /** only for users of these tenant schemas (e.g. the _ei variants) */
  onlySchemas?: readonly string[];
  description?: string;
}

export interface FilterCondition {
  column: string;
  op: Operator;
  /** already checked and converted for the column's type; an array for 'in' */
  value: unknown;
}

export interface ListRequest {
  entry: QueryEntry;
  conditions: FilterCondition[];
  sort: [string, 'asc' | 'desc'][];
  rowsize: number;
  rowoffset: number;
  includeFieldLabels: boolean;
}

export interface ListResult {
  rows: Record<string, unknown>[];
  total: number;
  fieldLabels?: Record<string, string>;
}

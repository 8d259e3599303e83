// The list-API catalogue's answer (GET /api/tbl/api-list), shared by the server that builds it
// (server/catalogue/api-list.ts) and the page that shows it (src/resources/api-list).

export interface CatalogueField {
  name: string;
  label: string;
  type: string;
  /** operators a filter on this field may use; empty: not filterable */
  operators: string[];
  sortable: boolean;
  /** filter-only: never in the rows */
  filterOnly: boolean;
  /** a permission the field needs besides the query's */
  permission?: string;
}

export interface CatalogueEntry {
  bizobjfile: string;
  api: string;
  description?: string;
  permission: string;
  uiPath?: string;
  level: 'tenant' | 'platform';
  operatorOnly: boolean;
  onlySchemas?: string[];
  key: string;
  defaultSort: [string, 'asc' | 'desc'][];
  fields: CatalogueField[];
}

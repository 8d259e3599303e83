// Rows of catalog/course_catalog, catalog/tenant_catalog and catalog/sub_catalogs as the screens read them.
import type { CatalogStatus } from '../../shared/entities/catalog-courses.ts';

export interface CatalogCourseRow {
  id: number;
  title: string;
  publisher: string;
  is_bju: boolean;
  grade_levels: string;
  subject: string;
  description: string;
  materials: string;
  price: number;
  status: CatalogStatus;
  version: number;
  sub_catalog_count?: number;
  subscribed_terms?: string | null;
}

export interface SubCatalogRow {
  id: number;
  name: string;
  description: string;
  status: 'active' | 'inactive';
  course_ids: number[];
  tenant_ids: number[];
  course_count: number;
  tenants: string | null;
  version: number;
}

export const money = (v: unknown) =>
  typeof v === 'number' ? v.toLocaleString(undefined, { style: 'currency', currency: 'USD' }) : '—';

/** The DataGrid props of a page whose main list (its h1) is the list query catalog/<api>. */
export const catalogQuery = (api: string) => ({
  titleLevel: 1 as const,
  resource: `catalog/${api}`,
  meta: { bizobjfile: 'catalog', api },
});

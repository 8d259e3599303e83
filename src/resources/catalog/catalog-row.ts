// Rows of catalog/course_catalog, catalog/tenant_catalog and catalog/sub_catalogs as the screens read them.
import type subCatalogShape from '../../shared/entities/sub-catalogs.ts';
import type courseShape from '../../shared/entities/catalog-courses.ts';
import type { RowOf } from '../../shared/entity.ts';

export type CatalogCourseRow = RowOf<
  typeof courseShape,
  {
    sub_catalog_count?: number;
    subscribed_terms?: string | null;
  }
>;

export type SubCatalogRow = RowOf<
  typeof subCatalogShape,
  {
    course_count: number;
    tenants: string | null;
  }
>;

/** The DataGrid props of a page whose main list (its h1) is the list query catalog/<api>. */
export const catalogQuery = (api: string) => ({
  titleLevel: 1 as const,
  resource: `catalog/${api}`,
  meta: { bizobjfile: 'catalog', api },
});

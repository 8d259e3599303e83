// The platform's course catalogue, kept by the operators (/ei/course-catalog). Schools see the
// part of it offered to them through sub-catalogues (src/shared/entities/sub-catalogs.ts). The
// list and writes are declared in server/commerce/catalog-courses.ts.
import { Type } from '@sinclair/typebox';
import { amount, choice, name, text } from '../fields.ts';
import { defineEntityShape, type ValuesOf } from '../entity.ts';

export const CATALOG_STATUSES = ['active', 'inactive', 'archived'] as const;
export type CatalogStatus = (typeof CATALOG_STATUSES)[number];

/** The fields the form edits, in its order. */
export const CATALOG_FIELDS = [
  'title',
  'publisher',
  'is_bju',
  'grade_levels',
  'subject',
  'description',
  'materials',
  'price',
  'status',
] as const;

const shape = defineEntityShape({
  name: 'catalog-courses',
  label: 'Catalogue course',
  uiPath: '/ei/course-catalog',
  list: { bizobjfile: 'catalog', api: 'course_catalog' },
  fields: {
    title: name('Title', 200),
    publisher: text('Publisher', 100),
    is_bju: Type.Boolean({ title: 'BJU Press' }),
    grade_levels: text('Grade levels', 60),
    subject: text('Subject', 100),
    description: text('Description', 4000),
    materials: text('Materials', 2000),
    price: amount('Price', 0, 100000),
    status: choice('Status', CATALOG_STATUSES),
  },
  required: ['title'],
  defaults: { is_bju: false, price: 0, status: 'active', publisher: '', description: '', materials: '' },
});
export default shape;

/** the form's values: every field of the shape */
export type CatalogCourseValues = ValuesOf<typeof shape>;

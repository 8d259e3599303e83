// The catalogue course's columns as both the operators' list and a school's offered catalogue
// read them (alias cc = platform.catalog_courses).
import { col, type ColumnSpec, searchColumn } from '../listmodel/define.ts';

export const CATALOG_COLUMNS: Readonly<Record<string, ColumnSpec>> = {
  id: col.int('cc.id', '= in sort'),
  title: col.text('cc.title', 'filter sort'),
  publisher: col.text('cc.publisher', 'filter sort'),
  is_bju: col.bool('cc.is_bju', '=', 'BJU Press'),
  grade_levels: col.text('cc.grade_levels', 'filter sort'),
  subject: col.text('cc.subject', 'filter sort'),
  description: col.text('cc.description'),
  materials: col.text('cc.materials'),
  price: col.number('cc.price::float8', 'filter sort'),
  status: col.text('cc.status', 'filter sort'),
  search: searchColumn("cc.title || ' ' || cc.publisher || ' ' || cc.subject"),
};

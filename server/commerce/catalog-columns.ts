// The catalogue course's columns as both the operators' list and a school's offered catalogue
// read them (alias cc = platform.catalog_courses).
import type { ColumnDef } from '../listmodel/types.ts';
import { searchColumn } from '../queries/define.ts';

export const CATALOG_COLUMNS: Readonly<Record<string, ColumnDef>> = {
  id: { label: 'Id', type: 'int', sql: 'cc.id', filter: ['=', 'in'], sort: true },
  title: { label: 'Title', type: 'text', sql: 'cc.title', filter: true, sort: true },
  publisher: { label: 'Publisher', type: 'text', sql: 'cc.publisher', filter: true, sort: true },
  is_bju: { label: 'BJU Press', type: 'bool', sql: 'cc.is_bju', filter: ['='] },
  grade_levels: { label: 'Grade levels', type: 'text', sql: 'cc.grade_levels', filter: true, sort: true },
  subject: { label: 'Subject', type: 'text', sql: 'cc.subject', filter: true, sort: true },
  description: { label: 'Description', type: 'text', sql: 'cc.description' },
  materials: { label: 'Materials', type: 'text', sql: 'cc.materials' },
  price: { label: 'Price', type: 'number', sql: 'cc.price::float8', filter: true, sort: true },
  status: { label: 'Status', type: 'text', sql: 'cc.status', filter: true, sort: true },
  search: searchColumn("cc.title || ' ' || cc.publisher || ' ' || cc.subject"),
};

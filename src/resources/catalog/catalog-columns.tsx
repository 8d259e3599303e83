// The catalogue course's columns, shared by the operators' list and a school's offered catalogue.
import { Tag } from 'antd';
import type { GridColumn, GridFilter } from '../../components/table/types.ts';
import type { CatalogCourseRow } from './catalog-row.ts';
import { money } from '../../shared/money.ts';
import { selectFilter } from '../../components/table/select-filter.ts';

export const catalogColumns: GridColumn<CatalogCourseRow>[] = [
  { field: 'title', title: 'Title', sorter: true },
  { field: 'publisher', title: 'Publisher', sorter: true },
  { field: 'is_bju', title: 'BJU Press', width: 110, render: (v) => (v ? <Tag color="blue">BJU Press</Tag> : 'No') },
  { field: 'grade_levels', title: 'Grades', sorter: true, width: 100 },
  { field: 'subject', title: 'Subject', sorter: true },
  { field: 'price', title: 'Price', sorter: true, width: 110, render: money },
  { field: 'materials', title: 'Materials', hidden: true },
  { field: 'description', title: 'Description', hidden: true },
];

export const catalogFilters: GridFilter[] = [
  selectFilter('is_bju', 'Publisher', [
    { value: 'true', label: 'BJU Press' },
    { value: 'false', label: 'Other publishers' },
  ]),
  { field: 'subject', label: 'Subject', kind: 'text', operator: 'contains' },
];

/** The grid props every list of catalogue courses shares: key, label, search, filters, order. */
export const catalogGrid = {
  rowKey: 'id',
  rowLabel: (r: CatalogCourseRow) => r.title,
  search: { field: 'search', placeholder: 'Search title, publisher or subject' },
  initialSorters: [{ field: 'title', order: 'asc' as const }],
};

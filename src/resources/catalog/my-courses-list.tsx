// /ei/my-courses (my_course.read): the catalogue courses the signed-in user's active
// subscriptions give, with the plan and the day access ends.
import { DataGrid } from '../../components/table/data-grid.tsx';
import type { GridColumn } from '../../components/table/types.ts';
import { catalogColumns, catalogFilters, catalogGrid } from './catalog-columns.tsx';
import { catalogQuery, type CatalogCourseRow } from './catalog-row.ts';

type Row = CatalogCourseRow & { plans: string; access_until: string | null };

const columns: GridColumn<Row>[] = [
  ...(catalogColumns as GridColumn<Row>[]),
  { field: 'plans', title: 'Through', width: 120 },
  { field: 'access_until', title: 'Until', sorter: true, width: 120, render: (v) => (v ? String(v) : 'Open') },
];

const page = {
  id: 'my-courses-ei',
  title: 'My courses',
  description: 'The catalogue courses your subscriptions give you, and until when.',
  emptyText: "You have no courses yet: an active subscription gives you the catalogue's courses",
};

export default function MyCoursesList() {
  return (
    <DataGrid<Row>
      {...page}
      {...catalogQuery('my_courses')}
      {...catalogGrid}
      columns={columns}
      filters={catalogFilters}
    />
  );
}

// An entity's list page read from its shape, for a screen that shows the shape as it is: the
// columns are its fields, the search box looks in its text fields, the first field names and sorts
// the rows, and `access.write` creates, edits and deletes. The screen says its title and may give
// anything of a ListPage (its own columns, filters, sort) instead (src/config/entity-routes.tsx).
import type { EntityShape } from '../../shared/entity.ts';
import { EntityListPage, type ListPage } from './entity-list-page.tsx';
import { firstFieldLabel, shapeColumns } from './shape-columns.tsx';

type Row = { id: number; version?: number };

/** What a screen says of its list page: its title, and what it gives instead of the shape's. */
export type ShapePage = Partial<ListPage<Row>> & { title: string };

/** The labels of the fields the server's derived search looks in (server/entity/derived.ts). */
const searchLabels = (shape: EntityShape) =>
  Object.entries(shape.createRules)
    .filter(([k, r]) => r.kind === 'text' && shape.fields[k]?.format !== 'date')
    .map(([, r]) => r.label.toLowerCase());

export function shapeListPage(shape: EntityShape, page: ShapePage) {
  const write = shape.access?.write;
  const first = Object.keys(shape.fields)[0];
  const labels = searchLabels(shape);
  const declared: ListPage<Row> = {
    shape,
    columns: shapeColumns<Row>(shape),
    rowLabel: firstFieldLabel(shape),
    ...(labels.length ? { search: `Search ${labels.join(' or ')}` } : {}),
    ...(first ? { sort: first } : {}),
    ...(write
      ? {
          create: write,
          records: {
            update: write,
            delete: write,
            edit: true,
            confirmDelete: (r: Row) => `Delete ${firstFieldLabel(shape)(r)}?`,
          },
        }
      : {}),
    ...page,
  };
  return function ShapeListPage() {
    return <EntityListPage page={declared} />;
  };
}

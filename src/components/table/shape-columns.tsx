// A grid's columns read from an entity's shape: each field a sortable column titled with its label,
// for a list page that shows the shape as it is (src/components/table/shape-list-page.tsx). Lists,
// objects and yes/no values read as text.
import type { EntityShape } from '../../shared/entity.ts';
import type { GridColumn } from './types.ts';

const shown = (v: unknown): string =>
  v === null || v === undefined
    ? ''
    : typeof v === 'boolean'
      ? v
        ? 'Yes'
        : 'No'
      : Array.isArray(v)
        ? v.join(', ')
        : typeof v === 'object'
          ? JSON.stringify(v)
          : String(v);

export function shapeColumns<T>(shape: EntityShape): GridColumn<T>[] {
  return Object.entries(shape.fields).map(([field, schema]) => ({
    field,
    title: String(schema.title ?? field),
    sorter: true,
    render: (v: unknown) => shown(v),
  }));
}

/** The record's name in titles and questions: its first field's value. */
export const firstFieldLabel =
  (shape: EntityShape) =>
  (record: object): string =>
    shown((record as Record<string, unknown>)[Object.keys(shape.fields)[0] ?? 'id']);

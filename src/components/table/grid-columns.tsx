// Columns many lists show alike: a state drawn as a coloured badge, and the hidden "Created" date.
import { Badge, type BadgeProps } from 'antd';
import type { GridColumn } from './types.ts';

/** A sortable column whose value is a state, shown as a badge of the state's colour (`fallback`
 * for a state the map does not name). */
export function badgeColumn<T>(
  field: string,
  title: string,
  colors: Readonly<Record<string, BadgeProps['status']>>,
  fallback?: BadgeProps['status'],
): GridColumn<T> {
  return {
    field,
    title,
    sorter: true,
    render: (v) => <Badge status={colors[String(v)] ?? fallback} text={String(v)} />,
  };
}

/** When the row was created: sortable, hidden until chosen in the column chooser. */
export function createdColumn<T>(): GridColumn<T> {
  return {
    field: 'created_at',
    title: 'Created',
    sorter: true,
    hidden: true,
    render: (v) => new Date(String(v)).toLocaleDateString(),
  };
}

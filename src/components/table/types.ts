// The table pattern's declarations: a screen lists its columns, filters and actions as data and
// DataGrid renders them (server-paged through the data provider).
import type { ReactNode } from 'react';

export interface GridColumn<T> {
  /** the list query's column (sorting uses it too) */
  field: string;
  title: string;
  render?: (value: unknown, record: T) => ReactNode;
  sorter?: boolean;
  /** hidden until chosen in the column chooser */
  hidden?: boolean;
  width?: number;
  /** stays in view at the left while a wide plain grid scrolls sideways (with `width`) */
  fixed?: 'left';
}

export type GridFilter =
  | {
      field: string;
      label: string;
      kind: 'select';
      operator: 'eq' | 'contains';
      options: readonly { value: string; label: string }[];
    }
  | { field: string; label: string; kind: 'text'; operator: 'eq' | 'contains' }
  | { field: string; label: string; kind: 'date-range' };

export interface RowAction<T> {
  key: string;
  label: string;
  icon?: ReactNode;
  danger?: boolean;
  /** shown only when the current role holds it */
  permission?: string;
  /** hidden for this record (e.g. "Enable" on an active user) */
  hidden?: (record: T) => boolean;
  /** asks first, with this question */
  confirm?: (record: T) => string;
  run: (record: T) => unknown;
}

export interface BulkAction<T> {
  key: string;
  label: string;
  danger?: boolean;
  permission?: string;
  confirm?: (records: T[]) => string;
  run: (records: T[]) => Promise<unknown>;
}

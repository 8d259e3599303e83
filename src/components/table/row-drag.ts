// Drag and drop of a grid's rows (HTML drag events on each row): dropping one row on another
// calls `onDrop` with both and the rows as shown. Screens that use it keep a keyboard way to the
// same change (e.g. "Move up" / "Move down" in the row menu), as drag and drop needs a pointer.
import type { DragEvent } from 'react';

export type RowDrop<T> = (dragged: T, target: T, rows: readonly T[]) => void;

export function rowDragProps<T>(rowKey: string, rows: readonly T[], onDrop: RowDrop<T>) {
  const key = (r: T) => String((r as Record<string, unknown>)[rowKey]);
  return (record: T) => ({
    draggable: true,
    style: { cursor: 'move' },
    onDragStart: (e: DragEvent<HTMLElement>) => {
      e.dataTransfer.setData('text/plain', key(record));
      e.dataTransfer.effectAllowed = 'move';
    },
    onDragOver: (e: DragEvent<HTMLElement>) => {
      e.preventDefault();
      e.dataTransfer.dropEffect = 'move';
    },
    onDrop: (e: DragEvent<HTMLElement>) => {
      e.preventDefault();
      const dragged = rows.find((r) => key(r) === e.dataTransfer.getData('text/plain'));
      if (dragged && key(dragged) !== key(record)) onDrop(dragged, record, rows);
    },
  });
}

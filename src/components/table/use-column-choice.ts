// The columns a user chose to see in one grid, kept in localStorage under grid-columns:<id>.
import { useCallback, useState } from 'react';
import type { GridColumn } from './types.ts';

const key = (id: string) => `grid-columns:${id}`;

function read(id: string): string[] | undefined {
  try {
    const v = JSON.parse(localStorage.getItem(key(id)) ?? 'null');
    return Array.isArray(v) && v.every((x) => typeof x === 'string') ? v : undefined;
  } catch {
    return undefined;
  }
}

export function useColumnChoice<T>(id: string, columns: readonly GridColumn<T>[]) {
  const [visible, setVisible] = useState<string[]>(
    () => read(id) ?? columns.filter((c) => !c.hidden).map((c) => c.field),
  );
  const toggle = useCallback(
    (field: string, on: boolean) => {
      setVisible((prev) => {
        const next = on ? [...new Set([...prev, field])] : prev.filter((f) => f !== field);
        if (next.length === 0) return prev; // at least one column stays
        localStorage.setItem(key(id), JSON.stringify(next));
        return next;
      });
    },
    [id],
  );
  return { visible, toggle };
}

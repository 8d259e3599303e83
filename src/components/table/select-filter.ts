import type { GridFilter } from './types';

type Option = { value: string; label: string };

/** A list filter that picks one value; plain strings are shown as they are. */
export function selectFilter(field: string, label: string, options: readonly (string | Option)[]): GridFilter {
  return {
    field,
    label,
    kind: 'select',
    operator: 'eq',
    options: options.map((o) => (typeof o === 'string' ? { value: o, label: o } : o)),
  };
}

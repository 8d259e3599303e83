// A row of terms/terms as the list and the form read it.
import type shape from '../../shared/entities/terms.ts';
import type { RowOf } from '../../shared/entity.ts';
export type TermRow = RowOf<
  typeof shape,
  {
    value: string;
    is_current: boolean;
    section_count: number;
  }
>;

export const termLabel = (r: TermRow) => r.value;

// A row of doc_types/doc_types as the list and the form read it.
import type shape from '../../shared/entities/doc-types.ts';
import type { RowOf } from '../../shared/entity.ts';

export type DocTypeRow = RowOf<
  typeof shape,
  {
    is_platform: boolean;
    tenant_id: number | null;
    created_at: string;
  }
>;

// A row of doc_types/doc_types as the list and the form read it.
import type { DocTypeAppliesTo } from '../../shared/entities/doc-types.ts';

export interface DocTypeRow {
  id: number;
  name: string;
  applies_to: DocTypeAppliesTo;
  required: boolean;
  accepted_types: string[];
  max_size_kb: number;
  expires: boolean;
  is_platform: boolean;
  tenant_id: number | null;
  version: number;
  created_at: string;
}

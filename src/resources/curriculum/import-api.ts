// POST /api/curriculum/import (server/curriculum/routes.ts): a CASE JSON package or a standards CSV,
// checked only (dryRun: the counts, nothing written) or imported whole.
import { apiFetch } from '../../providers/http-client.ts';
import type { ImportSummary } from '../../shared/standards-import.ts';

export interface Summary extends ImportSummary {
  dryRun: boolean;
}

export const importStandards = (format: 'case' | 'csv', content: string, dryRun: boolean) =>
  apiFetch<{ data: Summary }>('/curriculum/import', { body: { format, content, dryRun } }).then((r) => r.data);

// A table template's rows as server/tbl/routes.ts answers a page of them (read by template-grid.tsx),
// with its totals and the subtotals of the page's groups; and the whole template as a CSV, XLSX or
// PDF file made by the server.
import { apiRequest } from '../../providers/http-client.ts';
import { fileNameFromDisposition, saveBlob } from '../../lib/file-download.ts';
import type { GroupSummary, TotalValue } from '../../shared/template-totals.ts';

export interface RowsAnswer {
  data: { rows: Record<string, unknown>[]; total: number }[];
  columns: { name: string; label: string; width?: number; format?: string }[];
  group_by?: { name: string; label: string } | null;
  totals?: TotalValue[];
  groups?: GroupSummary[];
  complete?: boolean;
}

export type ExportFormat = 'csv' | 'xlsx' | 'pdf';

/** The whole saved template (grouped, with totals) as a file the server makes, saved by the browser. */
export async function exportTemplate(id: number | string, name: string, format: ExportFormat) {
  const res = await apiRequest(`/tbl/templates/${id}/export`, { method: 'POST', body: { format } });
  const fallback = `${name.replace(/[^A-Za-z0-9 _-]/g, '').trim() || 'template'}.${format}`;
  saveBlob(await res.blob(), fileNameFromDisposition(res.headers.get('content-disposition'), fallback));
}

/** A cell as text for the grid and the exports (objects as JSON). */
export const shown = (v: unknown) =>
  v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : (v as string | number | boolean);

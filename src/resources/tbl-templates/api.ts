// A table template's rows (server/tbl/routes.ts): one server page of a saved template, or of the
// form's unsaved definition (the live preview); and the whole template as CSV or XLSX.
import { apiFetch } from '../../providers/http-client.ts';
import { toCsv, type CsvColumn } from '../../lib/csv.ts';
import { toXlsx } from '../../lib/xlsx.ts';
import { saveBlob } from '../../lib/file-download.ts';
import type { TemplateDefinition } from '../../shared/entities/tbl-templates.ts';

export interface RowsAnswer {
  data: { rows: Record<string, unknown>[]; total: number }[];
  columns: { name: string; label: string; width?: number; format?: string }[];
}

export interface Page {
  rowoffset: number;
  rowsize: number;
}

export const templateRows = (id: number | string, page: Page) =>
  apiFetch<RowsAnswer>(`/tbl/templates/${id}/rows`, { method: 'POST', body: page });

export const previewRows = (def: TemplateDefinition, page: Page) =>
  apiFetch<RowsAnswer>('/tbl/templates/preview', { method: 'POST', body: { ...def, ...page } });

/** Every row of a saved template (page by page, at most `cap`), exported as CSV or XLSX. */
export async function exportTemplate(id: number | string, name: string, kind: 'csv' | 'xlsx', cap = 5000) {
  const first = await templateRows(id, { rowoffset: 0, rowsize: 500 });
  const rows = [...first.data[0].rows];
  while (rows.length < Math.min(first.data[0].total, cap)) {
    const next = await templateRows(id, { rowoffset: rows.length, rowsize: 500 });
    if (!next.data[0].rows.length) break;
    rows.push(...next.data[0].rows);
  }
  const columns: CsvColumn<Record<string, unknown>>[] = first.columns.map((c) => ({
    title: c.label,
    value: (r) => shown(r[c.name]),
  }));
  const blob =
    kind === 'csv' ? new Blob([toCsv(rows, columns)], { type: 'text/csv' }) : await toXlsx(rows, columns, name);
  saveBlob(blob, `${name.replace(/[^A-Za-z0-9 _-]/g, '').trim() || 'template'}.${kind}`);
}

/** A cell as text for the grid and the exports (objects as JSON). */
export const shown = (v: unknown) =>
  v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : (v as string | number | boolean);

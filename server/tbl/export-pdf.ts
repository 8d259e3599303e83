// A table template as a PDF table (pdfkit, loaded on first use): the title, the column headings
// (repeated at the top of every page), the rows, each group's heading and subtotals, and the grand
// totals; landscape when the template shows more than six columns. Lines from export-lines.ts.
import { registerPdfFonts } from '../pdf/fonts.ts';
import { write } from '../pdf/text.ts';
import { collect, pdfRow, type PdfColumn } from '../records/pdf-table.ts';
import { totalText } from '../../src/shared/template-totals.ts';
import type { ExportTable, Line } from './export-lines.ts';

const MARGIN = 40;
const GAP = 4;

/** Columns side by side across the page, each as wide as its template width allows in proportion. */
function layout(t: ExportTable, width: number): PdfColumn[] {
  const wanted = t.columns.map((c) => c.width ?? 100);
  const scale = (width - GAP * (wanted.length - 1)) / wanted.reduce((a, b) => a + b, 0);
  let x = 0;
  return wanted.map((w) => {
    const col = { x, w: Math.max(20, Math.floor(w * scale)) };
    x += col.w + GAP;
    return col;
  });
}

const cellsOf = (line: Exclude<Line, { kind: 'group' }>): string[] =>
  line.kind === 'row'
    ? line.cells.map((c) => (c === null ? '' : typeof c === 'boolean' ? (c ? 'Yes' : 'No') : String(c)))
    : line.totals.map((v, i) => (i === 0 && !v.length ? line.label : totalText(v)));

export async function tablePdf(t: ExportTable, when = new Date()): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: t.columns.length > 6 ? 'landscape' : 'portrait',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
  });
  doc.info.Title = t.title;
  registerPdfFonts(doc);
  const done = collect(doc);
  const width = doc.page.width - 2 * MARGIN;
  const cols = layout(t, width);
  const rule = () => {
    doc
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + width, doc.y)
      .lineWidth(0.5)
      .stroke();
    doc.y += 3;
  };
  const header = () => {
    pdfRow(
      doc,
      MARGIN,
      cols,
      t.columns.map((c) => c.label),
      'bold',
    );
    rule();
  };
  // pdf-table's own page break comes at the same height: checked here first so the header repeats
  const room = (extra = 0) => {
    if (doc.y + extra > doc.page.height - 90) {
      doc.addPage();
      header();
    }
  };

  write(doc.fontSize(16), t.title, { style: 'bold', x: MARGIN, y: MARGIN, width });
  write(doc.fontSize(9), `Exported ${when.toISOString().slice(0, 10)}`, { width });
  doc.moveDown(0.6);
  header();
  for (const line of t.lines) {
    if (line.kind === 'group') {
      room(24); // a heading is not left alone at the foot of a page
      doc.y += 4;
      write(doc.fontSize(10.5), line.text, { style: 'bold', x: MARGIN, y: doc.y, width });
      doc.y += 2;
      continue;
    }
    room();
    if (line.kind === 'total') rule();
    pdfRow(doc, MARGIN, cols, cellsOf(line), line.kind === 'row' ? 'regular' : 'bold');
  }
  if (!t.lines.length) write(doc.fontSize(10), 'No rows match this template.', { x: MARGIN });
  doc.end();
  return done;
}

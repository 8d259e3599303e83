// One row of a simple table in a pdfkit document (transcripts, statements): cells side by side at
// their column's offset, the row as tall as its tallest cell, a new page when near the bottom.
import type { FontStyle } from '../pdf/fonts.ts';
import { write } from '../pdf/text.ts';

export interface PdfColumn {
  x: number;
  w: number;
  align?: 'left' | 'right';
}

export function pdfRow(doc: PDFKit.PDFDocument, left: number, cols: PdfColumn[], cells: string[], style?: FontStyle) {
  if (doc.y > doc.page.height - 90) doc.addPage();
  const y = doc.y;
  doc.fontSize(9.5);
  let h = 0;
  cells.forEach((text, i) => {
    write(doc, text, { style, x: left + cols[i].x, y, width: cols[i].w, align: cols[i].align });
    h = Math.max(h, doc.y - y);
  });
  doc.x = left;
  doc.y = y + h + 2;
}

/** A pdfkit document collected into one Buffer when it ends. */
export function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

// A student's account statement as a PDF (pdfkit, loaded on first use): school, student, period,
// opening balance, each entry with its running balance, totals per kind and the closing balance.
import { registerPdfFonts } from '../pdf/fonts.ts';
import { write } from '../pdf/text.ts';
import { collect, pdfRow, type PdfColumn } from './pdf-table.ts';
import type { Statement } from './statement.ts';

const LEFT = 56;
const COLS: PdfColumn[] = [
  { x: 0, w: 70 },
  { x: 72, w: 70 },
  { x: 144, w: 190 },
  { x: 336, w: 80, align: 'right' },
  { x: 418, w: 80, align: 'right' },
];
const usd = (n: number) => `${n < 0 ? '-' : ''}$${Math.abs(n).toFixed(2)}`;

export async function statementPdf(st: Statement): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'LETTER', margins: { top: 56, bottom: 56, left: LEFT, right: LEFT } });
  doc.info.Title = `Account statement: ${st.student}`;
  doc.info.Creator = st.school;
  registerPdfFonts(doc);
  const done = collect(doc);
  write(doc.fontSize(18), st.school, { style: 'bold' });
  write(doc.moveDown(0.3).fontSize(14), 'Account statement', { style: 'bold' });
  write(doc.fontSize(11), `Student: ${st.student}`);
  write(doc, `Period: ${st.from ?? 'from the first entry'} to ${st.to ?? 'today'}`);
  write(doc.moveDown(0.5), `Opening balance: ${usd(st.opening)}`);
  doc.moveDown(0.5);
  pdfRow(doc, LEFT, COLS, ['Date', 'Kind', 'Description', 'Change', 'Balance'], 'bold');
  for (const l of st.lines)
    pdfRow(doc, LEFT, COLS, [l.occurred_on, l.kind, l.description, usd(l.effect), usd(l.balance)]);
  if (!st.lines.length) write(doc, 'No entries in this period.', { x: LEFT });
  doc.moveDown(0.8).fontSize(10);
  const t = st.totals;
  write(
    doc,
    `Charges ${usd(t.charge)}, payments ${usd(t.payment)}, refunds ${usd(t.refund)}, adjustments ${usd(t.adjustment)}`,
    { x: LEFT },
  );
  write(doc.moveDown(0.5).fontSize(12), `Closing balance: ${usd(st.closing)}`, { style: 'bold', x: LEFT });
  doc.end();
  return done;
}

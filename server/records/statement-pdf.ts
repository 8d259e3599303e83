// A student's account statement as a PDF (pdfkit, loaded on first use): school, student, period,
// opening balance, each entry with its running balance, totals per kind and the closing balance.
import { registerPdfFonts } from '../ai/export-pdf.ts';
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
  doc.font('bold').fontSize(18).text(st.school);
  doc.moveDown(0.3).fontSize(14).text('Account statement');
  doc.font('regular').fontSize(11).text(`Student: ${st.student}`);
  doc.text(`Period: ${st.from ?? 'from the first entry'} to ${st.to ?? 'today'}`);
  doc.moveDown(0.5).text(`Opening balance: ${usd(st.opening)}`);
  doc.moveDown(0.5);
  pdfRow(doc, LEFT, COLS, ['Date', 'Kind', 'Description', 'Change', 'Balance'], 'bold');
  for (const l of st.lines)
    pdfRow(doc, LEFT, COLS, [l.occurred_on, l.kind, l.description, usd(l.effect), usd(l.balance)]);
  if (!st.lines.length) doc.text('No entries in this period.', LEFT);
  doc.moveDown(0.8).font('regular').fontSize(10);
  const t = st.totals;
  doc.text(
    `Charges ${usd(t.charge)}, payments ${usd(t.payment)}, refunds ${usd(t.refund)}, adjustments ${usd(t.adjustment)}`,
    LEFT,
  );
  doc
    .moveDown(0.5)
    .font('bold')
    .fontSize(12)
    .text(`Closing balance: ${usd(st.closing)}`, LEFT);
  doc.end();
  return done;
}

// The official transcript as a PDF (pdfkit, loaded on first use): school name and address, the
// student, courses by term with grades, credits and term/cumulative GPA, the issue date, and the
// verification code with the public address that checks it (issue.ts).
import { registerPdfFonts } from '../pdf/fonts.ts';
import { write } from '../pdf/text.ts';
import { collect, pdfRow, type PdfColumn } from './pdf-table.ts';
import type { GpaResult } from '../../src/shared/transcript-gpa.ts';
import type { Transcript } from './transcript.ts';

const LEFT = 56;
const COLS: (PdfColumn & { title: string })[] = [
  { title: 'Code', x: 0, w: 70 },
  { title: 'Course', x: 72, w: 220 },
  { title: 'Level', x: 294, w: 55 },
  { title: 'Credits', x: 351, w: 45 },
  { title: 'Average', x: 398, w: 50 },
  { title: 'Grade', x: 450, w: 50 },
];
const LEVELS = { regular: '', honors: 'Honors', ap: 'AP' } as const;

export const gpaText = (g: GpaResult) =>
  g.unweighted === null
    ? 'no graded courses'
    : `GPA ${g.unweighted.toFixed(2)} (weighted ${g.weighted!.toFixed(2)}), credits ${g.earned} of ${g.attempted}`;

export interface Verification {
  code: string;
  url: string;
  issuedAt: Date;
}

/** The official transcript of one student (issue.ts recorded its code). */
export const transcriptPdf = (t: Transcript, v: Verification) => transcriptsPdf([{ t, v }], t.student.name);

/** Several official transcripts in one PDF, each starting on its own page (a whole grade level). */
export async function transcriptsPdf(list: { t: Transcript; v: Verification }[], title: string): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: 56, bottom: 56, left: LEFT, right: LEFT },
    autoFirstPage: false,
  });
  doc.info.Title = `Transcript: ${title}`;
  doc.info.Creator = list[0]?.t.school.name ?? '';
  registerPdfFonts(doc);
  const done = collect(doc);
  for (const { t, v } of list) {
    doc.addPage();
    drawTranscript(doc, t, v);
  }
  if (!list.length) write(doc.addPage(), 'No students.', { x: LEFT });
  doc.end();
  return done;
}

function drawTranscript(doc: PDFKit.PDFDocument, t: Transcript, v: Verification) {
  const width = doc.page.width - 2 * LEFT;
  write(doc.fontSize(18), t.school.name, { style: 'bold', x: LEFT, y: doc.page.margins.top, width });
  if (t.school.address) write(doc.fontSize(10), t.school.address, { width });
  write(doc.moveDown(0.5).fontSize(14), 'Official transcript', { style: 'bold' });
  write(doc.fontSize(11), `Student: ${t.student.name}`);
  if (t.student.grade_level) write(doc, `Grade level: ${t.student.grade_level}`);
  write(doc, `Issued: ${v.issuedAt.toISOString().slice(0, 10)}`);
  write(doc, `Grading scale: ${t.scale.map((s) => `${s.letter} ${s.min}%+ = ${s.points}`).join(', ')}`, { width });
  for (const term of t.terms) {
    if (doc.y > doc.page.height - 160) doc.addPage();
    write(doc.moveDown(0.8).fontSize(12), term.term, { style: 'bold', x: LEFT });
    pdfRow(
      doc,
      LEFT,
      COLS,
      COLS.map((c) => c.title),
      'bold',
    );
    for (const c of term.courses)
      pdfRow(doc, LEFT, COLS, [
        c.course_code,
        c.course_title,
        LEVELS[c.level],
        String(c.credits),
        c.percent === null ? '' : `${c.percent}%`,
        c.letter ?? 'not graded',
      ]);
    write(doc.fontSize(10), `Term: ${gpaText(term.gpa)}`, { x: LEFT });
    write(doc, `Cumulative: ${gpaText(term.cumulative)}`, { x: LEFT });
  }
  if (!t.terms.length) write(doc.moveDown(), 'No courses on record.', { x: LEFT });
  write(doc.moveDown(1).fontSize(12), `Cumulative ${gpaText(t.cumulative)}`, { style: 'bold', x: LEFT, width });
  doc.moveDown(1).fontSize(9);
  write(doc, `Verification code: ${v.code}`, { x: LEFT, y: doc.y, width });
  write(doc, `Check this transcript at ${v.url}`, { width, link: v.url, underline: true });
}

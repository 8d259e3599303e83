// Every kind of PDF the product writes (tool export, transcript, statement, table export) with
// names in Chinese, Japanese, Korean, Arabic and accented Latin: pdftotext (poppler-utils) reads each
// name back, so the glyphs are embedded and mapped to their characters, not drawn as empty boxes;
// and the fonts are subset, so the file stays small though Noto Sans SC alone is 10 MB.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { markdownToPdf } from '../../../server/ai/export-pdf.ts';
import { transcriptPdf } from '../../../server/records/transcript-pdf.ts';
import { statementPdf } from '../../../server/records/statement-pdf.ts';
import { tablePdf } from '../../../server/tbl/export-pdf.ts';
import { DEFAULT_SCALE } from '../../../src/shared/transcript-gpa.ts';
import { registerPdfFonts } from '../../../server/pdf/fonts.ts';
import { write } from '../../../server/pdf/text.ts';
import { collect } from '../../../server/records/pdf-table.ts';
import { pdfToText } from '../../helpers/pdftotext.ts';

const NAMES = ['王小明', '山田太郎', '김민준', 'محمد', 'Zoë Ñúñez-Ødegård'];
const gpa = { unweighted: 3.5, weighted: 3.7, attempted: 1, earned: 1 };

const kinds: [string, () => Promise<Buffer>][] = [
  [
    'tool export (markdown)',
    () =>
      markdownToPdf(
        `# ${NAMES[0]}\n\n${NAMES.map((n) => `- **${n}** wrote *${n}*`).join('\n')}\n\n` +
          `| Name | Note |\n| --- | --- |\n${NAMES.map((n) => `| ${n} | ok |`).join('\n')}\n`,
        `Class list ${NAMES[1]}`,
      ),
  ],
  ...NAMES.map((name): [string, () => Promise<Buffer>] => [
    `transcript of ${name}`,
    () =>
      transcriptPdf(
        {
          student: { party_id: 1, name, grade_level: '10' },
          school: { name: `${NAMES[2]} School`, address: '1 Main St' },
          scale: [...DEFAULT_SCALE],
          terms: [
            {
              term: '2026 Fall',
              courses: [
                {
                  section_id: 1,
                  course_code: 'LIT-1',
                  course_title: `Reading ${name}`,
                  credits: 1,
                  level: 'regular',
                  percent: 91,
                  letter: 'A',
                  points: 4,
                },
              ],
              gpa,
              cumulative: gpa,
            },
          ],
          cumulative: gpa,
        },
        { code: 'ABCD-1234', url: 'https://lms.test/verify/ABCD-1234', issuedAt: new Date('2026-11-27') },
      ),
  ]),
  ...NAMES.map((name): [string, () => Promise<Buffer>] => [
    `statement of ${name}`,
    () =>
      statementPdf({
        student: name,
        school: 'Demo Academy',
        from: null,
        to: null,
        opening: 0,
        lines: [
          {
            occurred_on: '2026-11-01',
            kind: 'charge',
            description: `Fees ${name}`,
            amount: 10,
            effect: 10,
            balance: 10,
          },
        ],
        totals: { charge: 10, payment: 0, refund: 0, adjustment: 0 },
        closing: 10,
      }),
  ]),
  [
    'table export',
    () =>
      tablePdf({
        title: `Students ${NAMES[3]}`,
        columns: [
          { name: 'name', label: 'Name', width: 200 },
          { name: 'grade', label: 'Grade', width: 60 },
        ],
        lines: [
          { kind: 'group', text: `Group ${NAMES[4]}` },
          ...NAMES.map((n) => ({ kind: 'row' as const, cells: [n, 10] })),
        ],
      }),
  ],
];

describe('PDFs in every script', () => {
  it.each(kinds)('%s: pdftotext reads every name back; the fonts are subset', async (kind, make) => {
    const pdf = await make();
    const text = pdfToText(pdf);
    const expected = kind.includes(' of ') ? [kind.slice(kind.indexOf(' of ') + 4)] : NAMES;
    for (const name of expected) expect(text, `${name} in\n${text}`).toContain(name);
    expect(pdf.length).toBeLessThan(150_000);
  });

  it('a system without DejaVu: the Roboto base (Latin Extended from its own subset) and the same fallbacks', async () => {
    const { default: PDFDocument } = await import('pdfkit');
    const doc = new PDFDocument({ size: 'LETTER' });
    registerPdfFonts(doc, false);
    const done = collect(doc);
    const names = [...NAMES, 'Łukasz Żółć', 'Nguyễn Thị Minh'];
    for (const n of names) write(doc.fontSize(12), `Student: ${n}`, { style: 'bold' });
    doc.end();
    const pdf = await done;
    const text = pdfToText(pdf);
    for (const n of names) expect(text, `${n} in\n${text}`).toContain(n);
    const fonts = execFileSync('pdffonts', ['-'], { input: pdf, encoding: 'utf8' });
    expect(fonts).toContain('Roboto');
    expect(fonts).not.toContain('DejaVu');
  });
});

// Markdown (GFM) to a real PDF with pdfkit (not the browser's print dialog): headings, styled
// paragraphs, nested lists, tables drawn as grids that break across pages, quotes and code.
// DejaVu Sans is used when the system has it (wide Unicode coverage), else the built-in Helvetica.
// pdfkit is loaded on first use: it takes a second to load and most requests never need it.
import fs from 'node:fs';
import type { List, Nodes, PhrasingContent, RootContent, Table } from 'mdast';
import { parseMarkdown, plainText } from './markdown-ast.ts';

const DEJAVU = '/usr/share/fonts/truetype/dejavu';
const FONT_FILES = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  italic: 'DejaVuSans-Oblique.ttf',
  boldItalic: 'DejaVuSans-BoldOblique.ttf',
  mono: 'DejaVuSansMono.ttf',
};
const BUILT_IN = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
  boldItalic: 'Helvetica-BoldOblique',
  mono: 'Courier',
};
type FontKey = keyof typeof BUILT_IN;

const hasDejaVu = Object.values(FONT_FILES).every((f) => fs.existsSync(`${DEJAVU}/${f}`));
const BODY = 11;
const HEADING_SIZES = [20, 16, 14, 12.5, 12, 11];

interface Segment {
  text: string;
  font: FontKey;
  strike?: boolean;
}

function segments(nodes: PhrasingContent[], bold = false, italic = false, strike = false): Segment[] {
  const font = (): FontKey => (bold && italic ? 'boldItalic' : bold ? 'bold' : italic ? 'italic' : 'regular');
  return nodes.flatMap((n): Segment[] => {
    switch (n.type) {
      case 'text':
        return [{ text: n.value.replace(/\n/g, ' '), font: font(), strike }];
      case 'inlineCode':
        return [{ text: n.value, font: 'mono' }];
      case 'strong':
        return segments(n.children, true, italic, strike);
      case 'emphasis':
        return segments(n.children, bold, true, strike);
      case 'delete':
        return segments(n.children, bold, italic, true);
      case 'link':
        return segments(n.children, bold, italic, strike);
      case 'break':
        return [{ text: '\n', font: font() }];
      default:
        return [{ text: plainText(n as Nodes), font: font() }];
    }
  });
}

type Pdf = PDFKit.PDFDocument;

/** Registers the fonts regular, bold, italic, boldItalic and mono (DejaVu when present). */
export function registerPdfFonts(doc: Pdf) {
  if (hasDejaVu) for (const [k, f] of Object.entries(FONT_FILES)) doc.registerFont(k, `${DEJAVU}/${f}`);
  else for (const [k, f] of Object.entries(BUILT_IN)) doc.registerFont(k, f);
}

class PdfWriter {
  readonly doc: Pdf;
  private readonly left = 56;
  private readonly width: number;

  constructor(PDFDocument: new (o: PDFKit.PDFDocumentOptions) => Pdf, title: string) {
    this.doc = new PDFDocument({
      size: 'LETTER',
      margins: { top: 56, bottom: 56, left: 56, right: 56 },
      bufferPages: false,
    });
    this.width = this.doc.page.width - 112;
    this.doc.info.Title = title;
    this.doc.info.Creator = 'LMS teacher tools';
    registerPdfFonts(this.doc);
    this.doc.font('regular').fontSize(BODY);
  }

  private inline(segs: Segment[], x: number, width: number, size = BODY) {
    const parts = segs.filter((s) => s.text !== '');
    if (!parts.length) return;
    parts.forEach((s, i) => {
      this.doc.font(s.font).fontSize(size);
      const opts = { width, continued: i < parts.length - 1, strike: s.strike, lineGap: 2 };
      if (i === 0) this.doc.text(s.text, x, this.doc.y, opts);
      else this.doc.text(s.text, opts);
    });
  }

  block(node: RootContent, indent = 0) {
    const x = this.left + indent;
    const w = this.width - indent;
    switch (node.type) {
      case 'heading':
        this.doc.moveDown(0.4);
        this.inline(segments(node.children, true), x, w, HEADING_SIZES[node.depth - 1]);
        this.doc.moveDown(0.3);
        break;
      case 'paragraph':
        this.inline(segments(node.children), x, w);
        this.doc.moveDown(0.5);
        break;
      case 'list':
        this.list(node, indent);
        this.doc.moveDown(0.3);
        break;
      case 'table':
        this.table(node, x, w);
        break;
      case 'blockquote':
        for (const c of node.children) this.block(c, indent + 18);
        break;
      case 'code':
        this.doc
          .font('mono')
          .fontSize(9.5)
          .text(node.value, x + 12, this.doc.y, { width: w - 12 });
        this.doc.moveDown(0.5);
        break;
      case 'thematicBreak': {
        const y = this.doc.y + 4;
        this.doc
          .moveTo(x, y)
          .lineTo(x + w, y)
          .lineWidth(0.5)
          .strokeColor('#999999')
          .stroke()
          .strokeColor('#000000');
        this.doc.y = y + 10;
        break;
      }
      default:
        if ('children' in node || 'value' in node)
          this.inline([{ text: plainText(node as Nodes), font: 'regular' }], x, w);
    }
  }

  private list(list: List, indent: number) {
    const start = list.start ?? 1;
    list.children.forEach((item, n) => {
      const marker = list.ordered ? `${start + n}.` : '\u2022';
      const check = item.checked === true ? '[x] ' : item.checked === false ? '[ ] ' : '';
      item.children.forEach((child, i) => {
        if (i === 0 && child.type === 'paragraph') {
          const y = this.doc.y;
          this.doc
            .font('regular')
            .fontSize(BODY)
            .text(marker, this.left + indent, y, { width: 20, lineBreak: false });
          this.doc.y = y;
          this.inline(
            [{ text: check, font: 'regular' }, ...segments(child.children)],
            this.left + indent + 20,
            this.width - indent - 20,
          );
          this.doc.moveDown(0.2);
        } else {
          this.block(child, indent + 20);
        }
      });
    });
  }

  private table(node: Table, x: number, w: number) {
    const cols = Math.max(...node.children.map((r) => r.children.length));
    const colW = w / cols;
    const pad = 4;
    const bottom = this.doc.page.height - 56;
    node.children.forEach((row, r) => {
      const font: FontKey = r === 0 ? 'bold' : 'regular';
      const texts = Array.from({ length: cols }, (_, c) =>
        plainText((row.children[c] ?? { type: 'tableCell', children: [] }) as Nodes),
      );
      this.doc.font(font).fontSize(9.5);
      const h = Math.max(...texts.map((t) => this.doc.heightOfString(t || ' ', { width: colW - 2 * pad }))) + 2 * pad;
      if (this.doc.y + h > bottom) this.doc.addPage();
      const y = this.doc.y;
      texts.forEach((t, c) => {
        const cx = x + c * colW;
        if (r === 0) this.doc.rect(cx, y, colW, h).fillColor('#EEF3FB').fill().fillColor('#000000');
        this.doc.rect(cx, y, colW, h).lineWidth(0.5).strokeColor('#888888').stroke().strokeColor('#000000');
        this.doc
          .font(font)
          .fontSize(9.5)
          .text(t, cx + pad, y + pad, { width: colW - 2 * pad });
      });
      this.doc.x = x;
      this.doc.y = y + h;
    });
    this.doc.font('regular').fontSize(BODY).moveDown(0.6);
  }
}

export async function markdownToPdf(markdown: string, title: string): Promise<Buffer> {
  const [{ default: PDFDocument }, tree] = await Promise.all([import('pdfkit'), parseMarkdown(markdown)]);
  const w = new PdfWriter(PDFDocument, title);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    w.doc.on('data', (c: Buffer) => chunks.push(c));
    w.doc.on('end', () => resolve(Buffer.concat(chunks)));
    w.doc.on('error', reject);
  });
  for (const node of tree.children) w.block(node);
  w.doc.end();
  return done;
}

// Markdown (GFM) to a real PDF with pdfkit (not the browser's print dialog): headings, styled
// paragraphs, nested lists, tables drawn as grids that break across pages, quotes and code.
// Fonts by script, one place for every PDF (server/pdf/fonts.ts), text drawn through server/pdf/text.ts.
// pdfkit is loaded on first use: it takes a second to load and most requests never need it.
import type { List, Nodes, PhrasingContent, RootContent, Table } from 'mdast';
import { parseMarkdown, plainText } from './markdown-ast.ts';
import { registerPdfFonts, type FontStyle } from '../pdf/fonts.ts';
import { heightOf, write, type Piece } from '../pdf/text.ts';

const BODY = 11;
const HEADING_SIZES = [20, 16, 14, 12.5, 12, 11];

function segments(nodes: PhrasingContent[], bold = false, italic = false, strike = false): Piece[] {
  const font = (): FontStyle => (bold && italic ? 'boldItalic' : bold ? 'bold' : italic ? 'italic' : 'regular');
  return nodes.flatMap((n): Piece[] => {
    switch (n.type) {
      case 'text':
        return [{ text: n.value.replace(/\n/g, ' '), style: font(), strike }];
      case 'inlineCode':
        return [{ text: n.value, style: 'mono' }];
      case 'strong':
        return segments(n.children, true, italic, strike);
      case 'emphasis':
        return segments(n.children, bold, true, strike);
      case 'delete':
        return segments(n.children, bold, italic, true);
      case 'link':
        return segments(n.children, bold, italic, strike);
      case 'break':
        return [{ text: '\n', style: font() }];
      default:
        return [{ text: plainText(n as Nodes), style: font() }];
    }
  });
}

type Pdf = PDFKit.PDFDocument;

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
    this.doc.fontSize(BODY);
  }

  private inline(segs: Piece[], x: number, width: number, size = BODY) {
    const parts = segs.filter((s) => s.text !== '');
    if (!parts.length) return;
    write(this.doc.fontSize(size), parts, { x, y: this.doc.y, width, lineGap: 2 });
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
        write(this.doc.fontSize(9.5), node.value, { style: 'mono', x: x + 12, y: this.doc.y, width: w - 12 });
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
          this.inline([{ text: plainText(node as Nodes), style: 'regular' }], x, w);
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
          write(this.doc.fontSize(BODY), marker, { x: this.left + indent, y, width: 20, lineBreak: false });
          this.doc.y = y;
          this.inline(
            [{ text: check, style: 'regular' }, ...segments(child.children)],
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
      const style: FontStyle = r === 0 ? 'bold' : 'regular';
      const texts = Array.from({ length: cols }, (_, c) =>
        plainText((row.children[c] ?? { type: 'tableCell', children: [] }) as Nodes),
      );
      this.doc.fontSize(9.5);
      const h = Math.max(...texts.map((t) => heightOf(this.doc, t || ' ', { style, width: colW - 2 * pad }))) + 2 * pad;
      if (this.doc.y + h > bottom) this.doc.addPage();
      const y = this.doc.y;
      texts.forEach((t, c) => {
        const cx = x + c * colW;
        if (r === 0) this.doc.rect(cx, y, colW, h).fillColor('#EEF3FB').fill().fillColor('#000000');
        this.doc.rect(cx, y, colW, h).lineWidth(0.5).strokeColor('#888888').stroke().strokeColor('#000000');
        write(this.doc.fontSize(9.5), t, { style, x: cx + pad, y: y + pad, width: colW - 2 * pad });
      });
      this.doc.x = x;
      this.doc.y = y + h;
    });
    this.doc.fontSize(BODY).moveDown(0.6);
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

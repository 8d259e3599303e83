// Markdown (GFM) to a real Word document with the docx package: headings, paragraphs with bold,
// italic, strike and code, bulleted and numbered lists (nested), tables, quotes, code blocks.
// docx is loaded on first use, so the server starts without it.
import type { Paragraph, Table, TextRun } from 'docx';
import type { List, Nodes, PhrasingContent, RootContent, Table as MdTable } from 'mdast';
import { parseMarkdown, plainText } from './markdown-ast.ts';

type Docx = typeof import('docx');
type Block = Paragraph | Table;
interface RunStyle {
  bold?: boolean;
  italics?: boolean;
  strike?: boolean;
  code?: boolean;
}

const ORDERED = 'ordered-list';

class DocxWriter {
  private listInstance = 0;
  readonly blocks: Block[] = [];
  private readonly headings: Docx['HeadingLevel'][keyof Docx['HeadingLevel']][];

  constructor(private readonly D: Docx) {
    const H = D.HeadingLevel;
    this.headings = [H.HEADING_1, H.HEADING_2, H.HEADING_3, H.HEADING_4, H.HEADING_5, H.HEADING_6];
  }

  runs(nodes: PhrasingContent[], style: RunStyle = {}): TextRun[] {
    const { TextRun } = this.D;
    const out: TextRun[] = [];
    for (const n of nodes) {
      switch (n.type) {
        case 'text':
          out.push(
            new TextRun({
              text: n.value,
              bold: style.bold,
              italics: style.italics,
              strike: style.strike,
              font: style.code ? 'Courier New' : undefined,
            }),
          );
          break;
        case 'inlineCode':
          out.push(new TextRun({ text: n.value, font: 'Courier New', bold: style.bold }));
          break;
        case 'strong':
          out.push(...this.runs(n.children, { ...style, bold: true }));
          break;
        case 'emphasis':
          out.push(...this.runs(n.children, { ...style, italics: true }));
          break;
        case 'delete':
          out.push(...this.runs(n.children, { ...style, strike: true }));
          break;
        case 'link':
          out.push(...this.runs(n.children, style));
          break;
        case 'break':
          out.push(new TextRun({ text: '', break: 1 }));
          break;
        case 'image':
          out.push(new TextRun({ text: n.alt ?? '', italics: true }));
          break;
        default:
          out.push(new TextRun({ text: plainText(n as Nodes) }));
      }
    }
    return out;
  }

  block(node: RootContent, indent = 0) {
    const { Paragraph, TextRun, BorderStyle } = this.D;
    switch (node.type) {
      case 'heading':
        this.blocks.push(new Paragraph({ heading: this.headings[node.depth - 1], children: this.runs(node.children) }));
        break;
      case 'paragraph':
        this.blocks.push(
          new Paragraph({
            children: this.runs(node.children),
            indent: indent ? { left: indent } : undefined,
            spacing: { after: 120 },
          }),
        );
        break;
      case 'list':
        this.list(node, 0);
        break;
      case 'table':
        this.blocks.push(this.table(node), new Paragraph({ children: [] }));
        break;
      case 'blockquote':
        for (const c of node.children) this.block(c, indent + 480);
        break;
      case 'code':
        for (const line of node.value.split('\n')) {
          this.blocks.push(
            new Paragraph({
              children: [new TextRun({ text: line, font: 'Courier New', size: 20 })],
              indent: { left: indent + 360 },
            }),
          );
        }
        break;
      case 'thematicBreak':
        this.blocks.push(
          new Paragraph({
            children: [],
            border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '999999', space: 1 } },
          }),
        );
        break;
      default:
        if ('children' in node || 'value' in node)
          this.blocks.push(new Paragraph({ children: [new TextRun(plainText(node as Nodes))] }));
    }
  }

  private list(list: List, level: number) {
    const { Paragraph, TextRun } = this.D;
    const instance = ++this.listInstance;
    for (const item of list.children) {
      item.children.forEach((child, i) => {
        if (child.type === 'list') return this.list(child, level + 1);
        if (i === 0 && child.type === 'paragraph') {
          const check = item.checked === true ? '\u2611 ' : item.checked === false ? '\u2610 ' : '';
          const children = [...(check ? [new TextRun(check)] : []), ...this.runs(child.children)];
          this.blocks.push(
            new Paragraph(
              list.ordered
                ? { children, numbering: { reference: ORDERED, level, instance } }
                : { children, bullet: { level } },
            ),
          );
        } else {
          this.block(child, 720 * (level + 1));
        }
      });
    }
  }

  private table(node: MdTable): Table {
    const { Paragraph, Table, TableCell, TableRow, WidthType } = this.D;
    const cols = Math.max(...node.children.map((r) => r.children.length));
    return new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      rows: node.children.map(
        (row, r) =>
          new TableRow({
            tableHeader: r === 0,
            children: Array.from(
              { length: cols },
              (_, c) =>
                new TableCell({
                  width: { size: Math.floor(100 / cols), type: WidthType.PERCENTAGE },
                  children: [
                    new Paragraph({ children: this.runs(row.children[c]?.children ?? [], { bold: r === 0 }) }),
                  ],
                }),
            ),
          }),
      ),
    });
  }
}

export async function markdownToDocx(markdown: string, title: string): Promise<Buffer> {
  const [D, tree] = await Promise.all([import('docx'), parseMarkdown(markdown)]);
  const writer = new DocxWriter(D);
  for (const node of tree.children) writer.block(node);
  const doc = new D.Document({
    title,
    creator: 'LMS teacher tools',
    numbering: {
      config: [
        {
          reference: ORDERED,
          levels: Array.from({ length: 6 }, (_, level) => ({
            level,
            format: level % 2 ? D.LevelFormat.LOWER_LETTER : D.LevelFormat.DECIMAL,
            text: `%${level + 1}.`,
            alignment: D.AlignmentType.START,
            style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
          })),
        },
      ],
    },
    sections: [{ children: writer.blocks.length ? writer.blocks : [new D.Paragraph(title)] }],
  });
  return D.Packer.toBuffer(doc);
}

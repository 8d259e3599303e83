// Text into a pdfkit document in fonts that have its glyphs: a string is cut into runs by script
// (fonts.ts), each run drawn in its face as one continued paragraph, on the base face's baseline and
// line height, so a name in Chinese, Korean or Arabic sits in the line like a Latin one. fontkit
// shapes Arabic and lays a word out right to left; the words of an Arabic run are put in visual order
// here (a right-to-left run inside a left-to-right line, not the whole Unicode bidi algorithm).
import { BASE_ASCENT, faceName, scriptOf, type FontStyle } from './fonts.ts';

type Pdf = PDFKit.PDFDocument;
export type TextOptions = PDFKit.Mixins.TextOptions;

/** a part of a paragraph in one style */
export interface Piece {
  text: string;
  style: FontStyle;
  strike?: boolean;
}

interface Run {
  text: string;
  face: string;
  fallback: boolean;
  strike?: boolean;
}

/** `piece` cut where the face changes; white space stays with the run before it */
export function runsOf(doc: Pdf, piece: Piece): Run[] {
  const runs: Run[] = [];
  for (const ch of piece.text) {
    const last = runs[runs.length - 1];
    const script = /\s/.test(ch) && last ? undefined : scriptOf(doc, ch);
    const face = /\s/.test(ch) && last ? last.face : faceName(piece.style, script);
    if (last?.face === face) last.text += ch;
    else runs.push({ text: ch, face, fallback: script !== undefined, strike: piece.strike });
  }
  return runs.flatMap((r) => (r.face.endsWith(':arabic') ? rightToLeft(r, faceName(piece.style)) : [r]));
}

/**
 * The words of a right-to-left run from right to left, each its own run (fontkit lays a word out
 * right to left, and would put a space it was given at the word's left), the spaces in the base face.
 */
const rightToLeft = (r: Run, base: string): Run[] => {
  const [, body, trail] = /^([\s\S]*?)(\s*)$/.exec(r.text)!;
  const parts = body.split(/(\s+)/).reverse();
  if (trail) parts.push(trail);
  return parts
    .filter(Boolean)
    .map((text) => (/^\s+$/.test(text) ? { ...r, text, face: base, fallback: false } : { ...r, text }));
};

/**
 * Writes `text` (a string in `opts.style`, or pieces in their styles) like doc.text, at opts.x/y
 * when given; `continued` leaves the paragraph open as doc.text does. Leaves the base face of the
 * last piece's style selected.
 */
export function write(
  doc: Pdf,
  text: string | Piece[],
  opts: TextOptions & { x?: number; y?: number; style?: FontStyle } = {},
) {
  const { x, y, style = 'regular', ...options } = opts;
  const pieces = typeof text === 'string' ? [{ text, style }] : text;
  const runs = pieces.flatMap((p) => runsOf(doc, p));
  if (!runs.length) runs.push({ text: '', face: faceName(pieces[pieces.length - 1]?.style ?? style), fallback: false });
  const size = (doc as unknown as { _fontSize: number })._fontSize; // pdfkit has no getter for it
  const gap = options.lineGap ?? 0;
  runs.forEach((r, i) => {
    const last = i === runs.length - 1;
    let o: TextOptions = { ...options, continued: last ? options.continued : true, baseline: 'top', lineGap: gap };
    o.strike = r.strike ?? options.strike ?? false; // a continued paragraph would carry it on otherwise
    if (r.fallback) {
      const baseHeight = doc.font(r.face.split(':')[0]!).currentLineHeight(true);
      const faceHeight = doc.font(r.face).currentLineHeight(true);
      o = { ...o, baseline: (-BASE_ASCENT * size) / 1000, lineGap: gap + baseHeight - faceHeight };
    } else doc.font(r.face);
    if (i === 0 && (x !== undefined || y !== undefined)) doc.text(r.text, x, y, o);
    else doc.text(r.text, o);
  });
  const lastStyle = pieces[pieces.length - 1]?.style ?? style;
  doc.font(faceName(lastStyle));
  return doc;
}

// what stands in for a character of another face when measuring in the base face: at least as wide
const STAND_IN: Record<string, string> = { cjk: 'W', hangul: 'W', arabic: 'n', latinExt: 'n', vietnamese: 'n' };

/** the height `text` takes in `style` at the current size and `opts.width`, as write draws it */
export function heightOf(doc: Pdf, text: string, opts: TextOptions & { style?: FontStyle }) {
  const { style = 'regular', ...options } = opts;
  const measured = [...text].map((ch) => (/\s/.test(ch) ? ch : (STAND_IN[scriptOf(doc, ch) ?? ''] ?? ch))).join('');
  return doc.font(faceName(style)).heightOfString(measured, options);
}

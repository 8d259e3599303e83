// THE one place that sets the fonts of every PDF the product writes (tool exports, transcripts,
// statements, table exports, the demo documents). A Latin base: DejaVu Sans when the system has it
// (Latin, Greek, Cyrillic, Vietnamese), else Roboto from @fontsource in its Latin, Latin Extended and
// Vietnamese subsets (Courier for code). By script, Noto Sans SC (Chinese, Japanese kana and kanji),
// Noto Sans KR (Hangul) and Noto Sans Arabic from @expo-google-fonts. Every face is registered with
// each document, but pdfkit opens a file only when a run of text uses it (Noto Sans SC is 10 MB) and
// embeds only the glyphs used.
import fs from 'node:fs';
import { createRequire } from 'node:module';

export type FontStyle = 'regular' | 'bold' | 'italic' | 'boldItalic' | 'mono';
type Script = 'cjk' | 'hangul' | 'arabic' | 'latinExt' | 'vietnamese';

const pkg = createRequire(import.meta.url);
const DEJAVU = '/usr/share/fonts/truetype/dejavu';
const DEJAVU_FILES: Record<FontStyle, string> = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  italic: 'DejaVuSans-Oblique.ttf',
  boldItalic: 'DejaVuSans-BoldOblique.ttf',
  mono: 'DejaVuSansMono.ttf',
};
const hasDejaVu = Object.values(DEJAVU_FILES).every((f) => fs.existsSync(`${DEJAVU}/${f}`));

const roboto = (subset: string, style: FontStyle) =>
  pkg.resolve(
    `@fontsource/roboto/files/roboto-${subset}-${style.startsWith('bold') ? 700 : 400}-` +
      `${style.toLowerCase().endsWith('italic') ? 'italic' : 'normal'}.woff`,
  );
const noto = (family: string, file: string, style: FontStyle) => {
  const weight = style.startsWith('bold') ? '700Bold' : '400Regular';
  return pkg.resolve(`@expo-google-fonts/noto-sans-${family}/${weight}/NotoSans${file}_${weight}.ttf`);
};

/** the ascent of both base families (DejaVu Sans 1901, Roboto 1900 of 2048 units), in 1/1000 em */
export const BASE_ASCENT = 928;

// Which face a character needs, by its Unicode script (extensions included: "。" is Han too).
const SCRIPTS: [Script, RegExp][] = [
  ['cjk', /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Bopomofo}\u{ff00}-\u{ffef}]/u],
  ['hangul', /\p{scx=Hangul}/u],
  ['arabic', /\p{scx=Arabic}/u],
];
// Roboto comes in subsets: its Latin one lacks Latin Extended (Ł, ő, ș) and Vietnamese (ễ, ị)
const VIETNAMESE = /[\u{1ea0}-\u{1ef9}]/u;
const LATIN_EXT = /[\u{100}-\u{2ff}\u{1d00}-\u{1dbf}\u{1e00}-\u{1eff}\u{2c60}-\u{2c7f}\u{a720}-\u{a7ff}]/u;

/** documents whose base is Roboto (registerPdfFonts) */
const onRoboto = new WeakSet<PDFKit.PDFDocument>();

/** the script of `ch` that needs a face other than the base one of `doc`, if any */
export function scriptOf(doc: PDFKit.PDFDocument, ch: string): Script | undefined {
  for (const [script, re] of SCRIPTS) if (re.test(ch)) return script;
  if (!onRoboto.has(doc)) return undefined;
  return VIETNAMESE.test(ch) ? 'vietnamese' : LATIN_EXT.test(ch) ? 'latinExt' : undefined;
}

/** the registered name of the face for `style` and `script` (the base face without a script) */
export const faceName = (style: FontStyle, script?: Script) => (script ? `${style}:${script}` : style);

function files(style: FontStyle, dejaVu: boolean): [string, string][] {
  const builtIn = style === 'mono' ? 'Courier' : roboto('latin', style);
  const base = dejaVu ? `${DEJAVU}/${DEJAVU_FILES[style]}` : builtIn;
  return [
    [faceName(style), base],
    [faceName(style, 'cjk'), noto('sc', 'SC', style)],
    [faceName(style, 'hangul'), noto('kr', 'KR', style)],
    [faceName(style, 'arabic'), noto('arabic', 'Arabic', style)],
    ...(dejaVu
      ? []
      : ([
          [faceName(style, 'latinExt'), roboto('latin-ext', style)],
          [faceName(style, 'vietnamese'), roboto('vietnamese', style)],
        ] as [string, string][])),
  ];
}

/**
 * Registers every face of every style with `doc` (none is read until a run of text uses it);
 * `dejaVu` false: the Roboto base a system without DejaVu gets.
 */
export function registerPdfFonts(doc: PDFKit.PDFDocument, dejaVu = hasDejaVu) {
  for (const style of Object.keys(DEJAVU_FILES) as FontStyle[])
    for (const [name, file] of files(style, dejaVu)) doc.registerFont(name, file);
  if (!dejaVu) onRoboto.add(doc);
  doc.font(faceName('regular'));
}

// The reading grade of a tool's output (loaded on first use: the Markdown parser is heavy) (Flesch-Kincaid, from text-readability), compared with
// the grade the teacher asked for. Headings, tables and code are left out: they are not prose.
import type { Nodes } from 'mdast';
import { parseMarkdown, plainText } from './markdown-ast.ts';
import { GRADE_TOLERANCE } from './grade-target.ts';

export interface ReadabilityReport {
  grade: number;
  target: number;
  band: [number, number];
  inBand: boolean;
}

function prose(node: Nodes, out: string[]) {
  if (node.type === 'heading' || node.type === 'table' || node.type === 'code' || node.type === 'html') return;
  if (node.type === 'paragraph') {
    const text = plainText(node).replace(/\s+/g, ' ').trim();
    // A line without closing punctuation (a label, a list item) still ends a sentence.
    if (text) out.push(/[.!?]["'\u201d)]?$/.test(text) ? text : `${text}.`);
    return;
  }
  if ('children' in node) for (const c of node.children as Nodes[]) prose(c, out);
}

export async function proseOf(markdown: string): Promise<string> {
  const out: string[] = [];
  prose(await parseMarkdown(markdown), out);
  return out.join(' ');
}

export async function readingGrade(markdown: string): Promise<number | undefined> {
  const [text, { default: readability }] = await Promise.all([proseOf(markdown), import('text-readability')]);
  if (readability.lexiconCount(text) < 20) return undefined;
  return Math.round(readability.fleschKincaidGrade(text) * 10) / 10;
}

export async function checkReadability(markdown: string, target: number): Promise<ReadabilityReport | undefined> {
  const grade = await readingGrade(markdown);
  if (grade === undefined) return undefined;
  // Below first grade the formula bottoms out, so very easy text is always on level there.
  const band: [number, number] = [target <= 1 ? -Infinity : target - GRADE_TOLERANCE, target + GRADE_TOLERANCE];
  return { grade, target, band, inBand: grade >= band[0] && grade <= band[1] };
}

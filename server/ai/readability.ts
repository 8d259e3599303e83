// The reading grade of a tool's output (Flesch-Kincaid, from text-readability), compared with
// the grade the teacher asked for. Headings, tables and code are left out: they are not prose.
import readability from 'text-readability';
import type { Nodes } from 'mdast';
import { parseMarkdown, plainText } from './markdown-ast.ts';

/** How far from the target grade still counts as on level. */
export const GRADE_TOLERANCE = 1;

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

export function proseOf(markdown: string): string {
  const out: string[] = [];
  prose(parseMarkdown(markdown), out);
  return out.join(' ');
}

export function readingGrade(markdown: string): number | undefined {
  const text = proseOf(markdown);
  if (readability.lexiconCount(text) < 20) return undefined;
  return Math.round(readability.fleschKincaidGrade(text) * 10) / 10;
}

const WORD_GRADES: Record<string, number> = { k: 0, kg: 0, kindergarten: 0, prek: 0, 'pre-k': 0, preschool: 0, college: 13, university: 13 };

/** The target grade in a grade-level label ('Grade 5', '5th grade', 'Kindergarten'), if any. */
export function targetGrade(label: unknown): number | undefined {
  if (typeof label !== 'string') return undefined;
  const s = label.trim().toLowerCase();
  const n = s.match(/\d{1,2}/);
  if (n) return Number(n[0]);
  for (const [word, g] of Object.entries(WORD_GRADES)) if (s === word || s.split(/[\s/,]+/).includes(word)) return g;
  return undefined;
}

export function checkReadability(markdown: string, target: number): ReadabilityReport | undefined {
  const grade = readingGrade(markdown);
  if (grade === undefined) return undefined;
  // Below first grade the formula bottoms out, so very easy text is always on level there.
  const band: [number, number] = [target <= 1 ? -Infinity : target - GRADE_TOLERANCE, target + GRADE_TOLERANCE];
  return { grade, target, band, inBand: grade >= band[0] && grade <= band[1] };
}

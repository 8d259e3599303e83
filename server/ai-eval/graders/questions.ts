// Property `questions`: as many numbered questions (or items, problems) as asked for, each of the
// kind asked for: four lettered choices for multiple choice, a blank for fill-in-the-blank, no
// choices for essay and short answer. Only the part before the answer key is counted.
import type { Grader } from '../types.ts';
import { numberedItems, splitAtKey } from './text.ts';

const CHOICE = /^\s*(?:[-*]\s*)?\(?([A-Da-d])[.)]\s+\S/;
const BLANK = /_{3,}|\\_\\_\\_/;

/** The body's questions: each item's text up to the next numbered item. */
export function questionBlocks(body: string[]): string[][] {
  const blocks: string[][] = [];
  for (const line of body) {
    if (numberedItems([line]).length) blocks.push([line]);
    else blocks.at(-1)?.push(line);
  }
  return blocks;
}

function kindProblem(kind: string, block: string[]): string | undefined {
  const choices = block.filter((l) => CHOICE.test(l)).length;
  if (kind === 'multiple-choice') return choices === 4 ? undefined : `${choices} choices, not 4`;
  if (kind === 'fill-in-the-blank') return block.some((l) => BLANK.test(l)) ? undefined : 'no blank';
  return choices ? `${choices} lettered choices in a ${kind} question` : undefined;
}

export const questions: Grader = (input, output) => {
  const want = Number(input.count);
  const blocks = questionBlocks(splitAtKey(output).body);
  if (blocks.length !== want)
    return { pass: false, detail: `${blocks.length} question${blocks.length === 1 ? '' : 's'}, asked for ${want}` };
  const kind = typeof input.questionType === 'string' ? input.questionType : undefined;
  if (!kind) return { pass: true, detail: `${want} items` };
  const wrong = blocks.map((b, i) => [i + 1, kindProblem(kind, b)] as const).filter(([, p]) => p);
  if (wrong.length) return { pass: false, detail: wrong.map(([n, p]) => `question ${n}: ${p}`).join('; ') };
  return { pass: true, detail: `${want} ${kind} questions` };
};

// Property `rotator-structure`: the question rotator's reworded set keeps the structure (question
// count, choices per question), judged by the product's own check: a reply it discards fails.
import { parseQuestions } from '../../../src/shared/tools/parse-questions.ts';
import { applyWording } from '../../ai/reword.ts';
import type { Grader } from '../types.ts';

export const rotatorStructure: Grader = (input, output) => {
  const original = parseQuestions(String(input.questions ?? ''));
  const applied = applyWording(original, output);
  if (!applied) return { pass: false, detail: 'discarded: not JSON of the same question and choice counts' };
  const changed = applied.filter((q, i) => q.stem !== original[i].stem).length;
  return { pass: true, detail: `${applied.length} questions kept, ${changed} stems reworded` };
};

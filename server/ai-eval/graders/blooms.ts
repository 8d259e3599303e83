// Property `blooms`: every row of the labeler's table carries one of the six levels of Bloom's
// revised taxonomy, and there is one row for each question of the assessment given.
import { parseQuestions } from '../../../src/shared/tools/parse-questions.ts';
import type { Grader } from '../types.ts';
import { bare, tables } from './text.ts';

export const BLOOM_LEVELS = ['remember', 'understand', 'apply', 'analyze', 'evaluate', 'create'];
const SPELLINGS: Record<string, string> = { analyse: 'analyze' };

export const blooms: Grader = (input, output) => {
  const table = tables(output).find((t) => t[0].some((c) => /bloom|level/i.test(c)));
  if (!table) return { pass: false, detail: "no table with a Bloom's level column" };
  const col = table[0].findIndex((c) => /bloom/i.test(c));
  const at = col >= 0 ? col : table[0].findIndex((c) => /level/i.test(c));
  const labels = table.slice(1).map((r) => bare(r[at] ?? '').toLowerCase());
  const wrong = labels.filter((l) => !BLOOM_LEVELS.includes(SPELLINGS[l] ?? l));
  if (wrong.length) return { pass: false, detail: `not Bloom's levels: ${wrong.join(', ')}` };
  const want = parseQuestions(String(input.assessment ?? '')).length;
  if (want && labels.length !== want) return { pass: false, detail: `${labels.length} rows for ${want} questions` };
  return { pass: true, detail: `${labels.length} questions labelled` };
};

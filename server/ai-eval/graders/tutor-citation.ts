// Property `tutor-citation`: when a lesson holds the answer, the tutor cites that lesson's label in
// square brackets (the form its prompt asks for) and no label it was not given; when none does,
// it says the lessons do not cover the question and cites nothing.
import type { Grader } from '../types.ts';

const NOT_COVERED = new RegExp(
  [
    "(lessons?|passages?|materials?)\\s+(?:do(?:es)?|did)\\s*n[o']t\\s+(?:cover|answer|mention|include)",
    'not (?:covered|in the lessons)',
    "could\\s*n[o']t find",
  ].join('|'),
  'i',
);

export const tutorCitation: Grader = (_input, output, context) => {
  const labels = (context.lessons ?? []).map((l) => l.label);
  const cited = [...output.matchAll(/\[([^\]]+)\]/g)].map((m) => m[1].trim());
  const unknown = cited.filter((c) => !labels.includes(c));
  if (unknown.length) return { pass: false, detail: `cites what it was not given: ${unknown.join('; ')}` };
  if (context.answerIn == null) {
    if (cited.length) return { pass: false, detail: `cites ${cited.join('; ')} for a question no lesson covers` };
    return NOT_COVERED.test(output)
      ? { pass: true, detail: 'says the lessons do not cover it' }
      : { pass: false, detail: 'answers a question no lesson covers without saying so' };
  }
  if (!cited.includes(context.answerIn)) return { pass: false, detail: `does not cite ${context.answerIn}` };
  return { pass: true, detail: `cites ${context.answerIn}` };
};

// Property `one-question`: a quiz-me room asks one question at a time (its prompt says so), so a
// reply that starts or continues the quiz holds exactly one question: one "?" in its prose (code
// blocks and inline code left out). "Ready?" before the question counts as a second one.
import type { Grader } from '../types.ts';

export const oneQuestion: Grader = (_input, output) => {
  const prose = output.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  const n = (prose.match(/[?？]/g) ?? []).length;
  return n === 1
    ? { pass: true, detail: 'asks one question' }
    : { pass: false, detail: n ? `asks ${n} questions at once` : 'asks no question' };
};

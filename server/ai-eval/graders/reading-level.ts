// Property `reading-level`: the answer's prose reads at the grade asked for, ±1 (Flesch-Kincaid,
// the same measure and band as the product's reading-level retry in server/ai/readability.ts).
import { checkReadability } from '../../ai/readability.ts';
import { targetGrade } from '../../ai/grade-target.ts';
import type { Grader } from '../types.ts';

export const readingLevel: Grader = async (input, output) => {
  const target = targetGrade(input.gradeLevel);
  if (target === undefined) return { pass: false, detail: `no grade in "${String(input.gradeLevel)}"` };
  const report = await checkReadability(output, target);
  if (!report) return { pass: false, detail: 'too little prose to measure (under 20 words)' };
  return { pass: report.inBand, detail: `grade ${report.grade}, target ${target} ±1` };
};

// After a teacher tool's first answer is complete, the evaluation's code graders
// (server/ai-eval/graders) that apply to the tool and its inputs run on it, and the page gets one
// `checks` event. Cheap by choice: no model call, no database. Reading level is the retry's own
// check and standards codes the grounding's, so neither is repeated here. A grader that throws is
// logged and left out: a check never fails the generation (docs/ai-tools.md).
import type { FastifyBaseLogger } from 'fastify';
import { GRADERS } from './graders/index.ts';
import { LANGUAGE_CODES } from './graders/language.ts';
import type { EvalContext, Grader } from './types.ts';
import type { ToolForm, ToolInputs } from '../../src/shared/tools/field-types.ts';
import { studentIdentifiers } from './student-names.ts';

import type { OutputCheck } from '../ai/run-generation.ts';

export type { OutputCheck };

/** A grader to run, with what it needs beyond the inputs (the eval case's context). */
export interface PlannedCheck {
  property: string;
  context: EvalContext;
  /** skipped on a shorter answer */
  minWords?: number;
}

/** franc-min guesses wrong on a few lines (a 20-word English quiz reads as German), so a short
 * answer's language is not judged on the page. */
export const LANGUAGE_MIN_WORDS = 50;

/** Tools whose default template ends in an answer key, solutions or scoring guide. */
const KEYED = new Set([
  'question-generator',
  'question-generator-from-text',
  'math-word-problems',
  'assessment-modifier',
]);
/** Tools whose default template asks for a rubric table. */
const RUBRICS = new Set(['rubric-generator', 'project-based-learning-generator']);

/** Which graders apply to this tool with these inputs (the form's own fields decide most). */
export function plannedChecks(form: ToolForm, inputs: ToolInputs): PlannedCheck[] {
  const has = (name: string) => form.fields.some((f) => f.name === name);
  const out: PlannedCheck[] = [];
  const add = (property: string, context: EvalContext = {}, minWords?: number) =>
    out.push({ property, context, ...(minWords ? { minWords } : {}) });
  if (has('count') && typeof inputs.count === 'number') add('questions');
  if (KEYED.has(form.slug) || (has('answerKey') && inputs.answerKey === true)) add('answer-key');
  if (RUBRICS.has(form.slug)) add('rubric');
  if (form.slug === 'blooms-labeler') add('blooms');
  // Only a language franc-min can detect (Latin is offered but is not).
  if (has('language') && typeof inputs.language === 'string' && LANGUAGE_CODES[inputs.language])
    add('language', {}, LANGUAGE_MIN_WORDS);
  if (has('christianPerspective')) add('christian-perspective');
  const students = has('studentContext') ? studentIdentifiers(String(inputs.studentContext ?? '')) : [];
  if (students.length) add('no-student-ids', { students });
  return out;
}

/** Runs the planned graders on the answer; one that throws is logged and skipped. */
export async function runChecks(
  planned: PlannedCheck[],
  inputs: ToolInputs,
  answer: string,
  log: Pick<FastifyBaseLogger, 'warn'>,
  graders: Readonly<Record<string, Grader>> = GRADERS,
): Promise<OutputCheck[]> {
  const words = answer.split(/\s+/).filter(Boolean).length;
  const results = await Promise.all(
    planned.map(async ({ property, context, minWords = 0 }) => {
      if (words < minWords) return [];
      try {
        const { pass, detail } = await graders[property](inputs, answer, context);
        return [{ property, pass, detail }];
      } catch (err) {
        log.warn({ err, property }, 'an output check failed to run; skipped');
        return [];
      }
    }),
  );
  return results.flat();
}

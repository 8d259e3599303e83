// Which of the evaluation's graders run after a teacher tool's generation (server/ai-eval/output-checks.ts):
// for every case of the evaluation set, exactly the cheap properties the case names; per tool with
// the form's own defaults; the student names found in a class description; a grader that throws.
import { describe, expect, it } from 'vitest';
import { defaultInputs, type ToolInputs } from '../../../src/shared/tools/field-types.ts';
import { TOOL_FORMS, findToolForm } from '../../../src/shared/tools/tool-forms.ts';
import { loadSet } from '../../../server/ai-eval/set.ts';
import { plannedChecks, runChecks } from '../../../server/ai-eval/output-checks.ts';
import { studentIdentifiers } from '../../../server/ai-eval/student-names.ts';

/** What the product grades at generation time; the rest is the retry's, the grounding's or eval-only. */
const CHEAP = ['questions', 'answer-key', 'rubric', 'blooms', 'language', 'christian-perspective', 'no-student-ids'];
const sets = loadSet().filter((s) => findToolForm(s.tool) && s.tool !== 'question-rotator');
const properties = (slug: string, inputs: ToolInputs) =>
  plannedChecks(findToolForm(slug)!, inputs).map((c) => c.property);

describe('plannedChecks', () => {
  it('runs, for each case of the evaluation set, exactly the cheap properties it names', () => {
    const differ: string[] = [];
    for (const s of sets)
      for (const c of s.cases) {
        // The e-mail writer names the student the e-mail is about; only the eval knows who is another family's.
        const want = c.properties.filter(
          (p) => CHEAP.includes(p) && !(s.tool === 'email-writer' && p === 'no-student-ids'),
        );
        const got = properties(s.tool, c.inputs);
        if ([...got].sort().join() !== [...want].sort().join()) differ.push(`${c.id}: ${got} for ${want}`);
      }
    expect(sets.length).toBe(22);
    expect(differ).toEqual([]);
  });

  it('runs these checks on each tool with its form defaults (one subject, one grade, no names)', () => {
    const byTool = Object.fromEntries(
      TOOL_FORMS.map((f) => [f.slug, properties(f.slug, defaultInputs(f)).join(' ')]).filter(([, p]) => p),
    );
    expect(byTool).toEqual({
      'email-writer': 'language',
      'email-polisher': 'language',
      'question-generator': 'questions answer-key language',
      'question-generator-from-text': 'questions answer-key language',
      'rubric-generator': 'rubric',
      'lesson-plan-generator': 'christian-perspective',
      'worksheet-generator': 'questions answer-key language',
      'vocab-stories': 'language',
      'text-leveler': 'language',
      'directions-polisher': 'language',
      'math-word-problems': 'questions answer-key language',
      'essential-question-generator': 'questions',
      'project-based-learning-generator': 'rubric',
      'assessment-modifier': 'answer-key',
      'blooms-labeler': 'blooms',
    });
  });

  it('follows the inputs: no key unticked, no count or language not given, Latin undetectable, names', () => {
    expect(properties('worksheet-generator', { count: 10, answerKey: false })).toEqual(['questions']);
    expect(properties('question-generator', { questionType: 'essay' })).toEqual(['answer-key']);
    expect(properties('question-generator', { count: 3, language: 'Latin' })).toEqual(['questions', 'answer-key']);
    const planned = plannedChecks(findToolForm('cultural-responsiveness')!, {
      studentContext: 'Amara Okafor (amara.o@school.test) arrived this month',
    });
    expect(planned).toEqual([
      { property: 'no-student-ids', context: { students: ['amara.o@school.test', 'Amara Okafor'] } },
    ]);
  });
});

describe('studentIdentifiers', () => {
  it('finds the names the evaluation set lists for each class description, and nothing else', () => {
    const cases = sets.filter((s) => s.tool.endsWith('responsiveness')).flatMap((s) => s.cases);
    expect(cases.length).toBe(40);
    for (const c of cases)
      expect(studentIdentifiers(String(c.inputs.studentContext ?? ''))).toEqual(c.context?.students ?? []);
  });
  it('does not take capitalised ordinary words, places, days or faith words for names', () => {
    const text =
      'Many Spanish speakers moved from New York. On Monday The Smith twins start; Holy Spirit week is in March. ' +
      'Our Middle School Club meets Sunday.';
    expect(studentIdentifiers(text)).toEqual([]);
  });
});

describe('runChecks', () => {
  const quiz = '# Quiz\n\n1. Which gas do plants take in?\n2. What do leaves make?\n\n## Answer key\n1. CO2\n2. Sugar';
  it('grades with the evaluation graders: 2 short-answer questions for 3 asked; no language on 21 words', async () => {
    const inputs = { count: 3, questionType: 'short-answer', language: 'English' };
    const checks = await runChecks(plannedChecks(findToolForm('question-generator')!, inputs), inputs, quiz, console);
    expect(checks).toEqual([
      { property: 'questions', pass: false, detail: '2 questions, asked for 3' },
      { property: 'answer-key', pass: true, detail: '2 key entries' },
    ]);
  });
  it('logs a grader that throws and leaves its check out', async () => {
    const warned: unknown[] = [];
    const log = { warn: (...args: unknown[]) => warned.push(args) };
    const graders = {
      questions: () => {
        throw new Error('grader bug');
      },
      rubric: () => ({ pass: true, detail: 'ok' }),
    };
    const planned = [
      { property: 'questions', context: {} },
      { property: 'rubric', context: {} },
    ];
    expect(await runChecks(planned, {}, quiz, log, graders)).toEqual([
      { property: 'rubric', pass: true, detail: 'ok' },
    ]);
    expect(warned).toEqual([
      [{ err: new Error('grader bug'), property: 'questions' }, 'an output check failed to run; skipped'],
    ]);
  });
});

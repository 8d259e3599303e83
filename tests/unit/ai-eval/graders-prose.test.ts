// The graders of prose, structure and grounding (server/ai-eval/graders), each with an answer that
// satisfies its property and answers that miss it in a known way.
import { describe, expect, it } from 'vitest';
import { readingLevel } from '../../../server/ai-eval/graders/reading-level.ts';
import { language } from '../../../server/ai-eval/graders/language.ts';
import { markdown } from '../../../server/ai-eval/graders/markdown.ts';
import { christianPerspective } from '../../../server/ai-eval/graders/christian-perspective.ts';
import { noStudentIds } from '../../../server/ai-eval/graders/no-student-ids.ts';
import { tutorCitation } from '../../../server/ai-eval/graders/tutor-citation.ts';
import { rotatorStructure } from '../../../server/ai-eval/graders/rotator-structure.ts';

const EASY =
  '# The Frog\n\nThe frog sat on a log. It was a big green frog. The sun was hot. The frog saw a fly. ' +
  'It had a long tongue. It got the fly. Then it hid in the cool mud. The frog was happy.';
const HARD =
  '# Photosynthesis\n\nPhotosynthesis constitutes the biochemical mechanism whereby chlorophyll-containing ' +
  'organisms transform electromagnetic radiation into chemical potential energy, synthesizing carbohydrates ' +
  'from atmospheric carbon dioxide and water while liberating molecular oxygen as a metabolic byproduct.';

describe('reading-level', () => {
  // EASY by hand: 41 words, 8 sentences, 42 syllables: 0.39 * 5.125 + 11.8 * 1.024 - 15.59 = -1.5
  // (text-readability's syllable count gives -1.9): below 2, inside grade 1's band, far from 10's
  it('passes simple sentences for grade 1 and fails them for grade 10', async () => {
    expect((await readingLevel({ gradeLevel: 'Grade 1' }, EASY, {})).pass).toBe(true);
    expect((await readingLevel({ gradeLevel: 'Grade 10' }, EASY, {})).pass).toBe(false);
  });
  it('fails dense academic prose for grade 4 and says why a short answer cannot be measured', async () => {
    expect((await readingLevel({ gradeLevel: 'Grade 4' }, HARD, {})).pass).toBe(false);
    expect(await readingLevel({ gradeLevel: 'Grade 4' }, 'Too short.', {})).toEqual({
      pass: false,
      detail: 'too little prose to measure (under 20 words)',
    });
  });
});

describe('language', () => {
  const es =
    '# Excursión\n\nEstimadas familias: el próximo jueves visitaremos el museo de ciencias con la clase. ' +
    'Por favor, envíen la autorización firmada antes del martes y un almuerzo para sus hijos.';
  it('passes Spanish when Spanish was asked for and English by default', async () => {
    expect((await language({ language: 'Spanish' }, es, {})).pass).toBe(true);
    expect((await language({}, HARD, {})).pass).toBe(true);
  });
  it('fails Spanish when French was asked for', async () => {
    expect(await language({ language: 'French' }, es, {})).toEqual({
      pass: false,
      detail: 'detected spa, asked for fra (French)',
    });
  });
});

describe('markdown', () => {
  it('passes a headed answer with an even table', async () => {
    expect((await markdown({}, '# Plan\n\n| a | b |\n|---|---|\n| 1 | 2 |', {})).pass).toBe(true);
  });
  it('fails no heading, an answer wrapped in a code block, an open fence, a ragged table', async () => {
    expect((await markdown({}, 'Just a paragraph.', {})).detail).toBe('no heading or title line');
    expect((await markdown({}, '```markdown\n# Plan\n```', {})).detail).toBe('the whole answer is inside a code block');
    expect((await markdown({}, '# Plan\n```\ncode', {})).detail).toBe('a code fence is not closed');
    expect((await markdown({}, '# Plan\n| a | b |\n|---|---|\n| 1 |', {})).pass).toBe(false);
  });
});

describe('christian-perspective', () => {
  const withIt = '# Plan\n## Objectives\nx\n## Christian perspective\nCreation shows order.';
  const without = '# Plan\n## Objectives\nx\n## Differentiation\ny';
  it('passes the section when asked and its absence when not', async () => {
    expect((await christianPerspective({ christianPerspective: true }, withIt, {})).pass).toBe(true);
    expect((await christianPerspective({ christianPerspective: false }, without, {})).pass).toBe(true);
  });
  it('fails the section missing when asked and present when not', async () => {
    expect((await christianPerspective({ christianPerspective: true }, without, {})).pass).toBe(false);
    expect((await christianPerspective({ christianPerspective: false }, withIt, {})).detail).toBe(
      'section present, not asked for',
    );
  });
});

describe('no-student-ids', () => {
  const context = { students: ['Mateo Alvarez', 'priya.n@riverside.test'] };
  it('passes an answer that speaks of "a student" only', async () => {
    expect((await noStudentIds({}, 'Pair a student who reads below level with a buddy.', context)).pass).toBe(true);
  });
  it('fails a repeated first name and a repeated e-mail address', async () => {
    expect((await noStudentIds({}, 'Give Mateo extra time.', context)).detail).toBe('repeats Mateo');
    expect((await noStudentIds({}, 'Write to priya.n@riverside.test.', context)).pass).toBe(false);
  });
});

describe('tutor-citation', () => {
  const lessons = [
    { label: 'Lesson 2: Leaves, 03:10', text: 'Leaves use sunlight to make sugar.' },
    { label: 'Lesson 4: Roots', text: 'Roots take in water.' },
  ];
  it('passes the answering lesson cited, and "not covered" when no lesson answers', async () => {
    const ok = 'Leaves make sugar from sunlight [Lesson 2: Leaves, 03:10].';
    expect((await tutorCitation({}, ok, { lessons, answerIn: 'Lesson 2: Leaves, 03:10' })).pass).toBe(true);
    const none = 'The lessons do not cover volcanoes; ask your teacher.';
    expect((await tutorCitation({}, none, { lessons, answerIn: null })).pass).toBe(true);
  });
  it('fails the wrong lesson, an invented label, and an uncited answer to an uncovered question', async () => {
    const ctx = { lessons, answerIn: 'Lesson 2: Leaves, 03:10' };
    expect((await tutorCitation({}, 'Sugar [Lesson 4: Roots].', ctx)).detail).toBe(
      'does not cite Lesson 2: Leaves, 03:10',
    );
    expect((await tutorCitation({}, 'Sugar [Lesson 9].', ctx)).detail).toBe('cites what it was not given: Lesson 9');
    const guess = 'Volcanoes erupt when magma rises.';
    expect((await tutorCitation({}, guess, { lessons, answerIn: null })).pass).toBe(false);
  });
});

describe('rotator-structure', () => {
  const questions = '1. What is 2+2?\nA) 3\nB) 4*\n2. Capital of France?\nA) Paris*\nB) Rome';
  it('passes a reply of the same shape', async () => {
    const reply = JSON.stringify({
      questions: [
        { stem: 'Add 2 and 2.', choices: ['3', '4'] },
        { stem: "France's capital?", choices: ['Paris', 'Rome'] },
      ],
    });
    expect(await rotatorStructure({ questions }, reply, {})).toEqual({
      pass: true,
      detail: '2 questions kept, 2 stems reworded',
    });
  });
  it('fails a reply that drops a choice', async () => {
    const reply =
      '{"questions":[{"stem":"Add 2 and 2.","choices":["4"]},{"stem":"Capital?","choices":["Paris","Rome"]}]}';
    expect((await rotatorStructure({ questions }, reply, {})).pass).toBe(false);
  });
});

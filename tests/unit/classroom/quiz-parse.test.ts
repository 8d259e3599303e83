// A question-generator output read into quiz questions (server/classroom/quiz-parse.ts).
import { describe, expect, it } from 'vitest';
import { parseQuestionSet } from '../../../server/classroom/quiz-parse.ts';

describe('parseQuestionSet', () => {
  it('reads multiple choice questions and takes the correct letters from the answer key', () => {
    const out = `1. What drives the water cycle?
A) The Moon
B) The Sun
C) Wind
D) Rocks

2. Where is most fresh water?
A. Rivers
B. Lakes
C. Ice caps
D. Clouds

**Answer key**
1. B) The Sun
2. C`;
    expect(parseQuestionSet(out)).toEqual([
      {
        kind: 'multiple_choice',
        stem: 'What drives the water cycle?',
        choices: ['The Moon', 'The Sun', 'Wind', 'Rocks'],
        answer: 1,
        points: 1,
      },
      {
        kind: 'multiple_choice',
        stem: 'Where is most fresh water?',
        choices: ['Rivers', 'Lakes', 'Ice caps', 'Clouds'],
        answer: 2,
        points: 1,
      },
    ]);
  });

  it('fill in the blank keeps every accepted answer; essays keep what a strong answer includes', () => {
    const fill = `1. Water vapour turns to liquid by ____.\n\n## Answer Key\n1. condensation / condensing`;
    expect(parseQuestionSet(fill, 'fill-in-the-blank')[0]).toMatchObject({
      kind: 'fill_in',
      answer: ['condensation', 'condensing'],
    });
    const essay = `1. Explain the water cycle.\n\nAnswer key\n1. Evaporation, condensation,\nprecipitation.`;
    expect(parseQuestionSet(essay, 'essay')[0]).toEqual({
      kind: 'essay',
      stem: 'Explain the water cycle.',
      choices: [],
      answer: 'Evaporation, condensation, precipitation.',
      points: 5,
    });
  });
});

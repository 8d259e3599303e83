// A quiz through GIFT, QTI 3.0 and Moodle XML and back (server/classroom/quiz-gift.ts, quiz-qti.ts,
// quiz-moodle.ts), with the characters each format escapes in stems, choices and answers.
import { describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import type { QuizQuestion } from '../../../server/classroom/quiz-parse.ts';
import { fromGift, toGift } from '../../../server/classroom/quiz-gift.ts';
import { fromQti, toQtiPackage } from '../../../server/classroom/quiz-qti.ts';
import { toMoodleXml } from '../../../server/classroom/quiz-moodle.ts';

const QUIZ: QuizQuestion[] = [
  {
    kind: 'multiple_choice',
    stem: 'Is 2 < 3 & {x} = 1: true?',
    choices: ['Yes = right', 'No ~ wrong', '#3'],
    answer: 0,
    points: 2,
  },
  {
    kind: 'fill_in',
    stem: 'Water vapour turns to liquid by ____.',
    choices: [],
    answer: ['condensation', 'condensing'],
    points: 1.5,
  },
  { kind: 'short_answer', stem: 'Name one gas in air.', choices: [], answer: null, points: 1 },
  { kind: 'essay', stem: 'Explain the cycle.\nUse two paragraphs.', choices: [], answer: null, points: 5 },
];

describe('quiz interop', () => {
  it('GIFT round trip keeps every question, answer and points, and the model answer', () => {
    const withModel = QUIZ.map((q) => (q.kind === 'essay' ? { ...q, answer: 'Evaporation, "rain"' } : q));
    const gift = toGift(withModel);
    expect(gift).toContain('::Q1:: Is 2 < 3 & \\{x\\} \\= 1\\: true? {=Yes \\= right ~No \\~ wrong ~\\#3}');
    expect(fromGift(gift)).toEqual(withModel);
  });

  it('reads plain GIFT from other tools', () => {
    expect(
      fromGift('::Capital:: The capital of France is {=Paris ~Lyon ~Nice}\n\nWho wrote Hamlet? {=Shakespeare}'),
    ).toEqual([
      {
        kind: 'multiple_choice',
        stem: 'The capital of France is',
        choices: ['Paris', 'Lyon', 'Nice'],
        answer: 0,
        points: 1,
      },
      { kind: 'fill_in', stem: 'Who wrote Hamlet?', choices: [], answer: ['Shakespeare'], points: 1 },
    ]);
  });

  it('QTI 3.0 package: a manifest naming one item per question, and back', () => {
    const zip = toQtiPackage(QUIZ);
    const files = unzipSync(zip);
    expect(Object.keys(files).sort()).toEqual([
      'imsmanifest.xml',
      'items/Q1.xml',
      'items/Q2.xml',
      'items/Q3.xml',
      'items/Q4.xml',
    ]);
    const first = strFromU8(files['items/Q1.xml']);
    expect(first).toContain('xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0"');
    expect(first).toContain('<qti-correct-response><qti-value>C1</qti-value></qti-correct-response>');
    expect(first).toContain('Is 2 &lt; 3 &amp; {x} = 1: true?');
    expect(fromQti(zip)).toEqual(QUIZ);
    expect(fromQti(files['items/Q2.xml'])).toEqual([QUIZ[1]]);
  });

  it('Moodle XML: question types, fractions and grades', () => {
    const out = toMoodleXml(QUIZ, true);
    expect(out.match(/<question type="(\w+)">/g)).toEqual([
      '<question type="multichoice">',
      '<question type="shortanswer">',
      '<question type="essay">',
      '<question type="essay">',
    ]);
    expect(out).toContain('<answer fraction="100"><text>Yes = right</text></answer><answer fraction="0">');
    expect(out).toContain('<defaultgrade>1.5</defaultgrade>');
    expect(out).toContain('<text>Is 2 &lt; 3 &amp; {x} = 1: true?</text>');
  });
});

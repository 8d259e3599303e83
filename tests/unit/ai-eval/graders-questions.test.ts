// The graders of question sets, rubrics and labels (server/ai-eval/graders), each with an answer
// that satisfies its property and answers that miss it in a known way.
import { describe, expect, it } from 'vitest';
import { questions } from '../../../server/ai-eval/graders/questions.ts';
import { answerKey } from '../../../server/ai-eval/graders/answer-key.ts';
import { rubric } from '../../../server/ai-eval/graders/rubric.ts';
import { blooms } from '../../../server/ai-eval/graders/blooms.ts';
import { standards } from '../../../server/ai-eval/graders/standards.ts';

const mc = (n: number, choices = 4) =>
  Array.from({ length: n }, (_, i) =>
    [
      `${i + 1}. Which planet is number ${i + 1}?`,
      ...'ABCD'
        .slice(0, choices)
        .split('')
        .map((l) => `   ${l}) x`),
    ].join('\n'),
  ).join('\n');
const key = (n: number, letter = 'B') =>
  `## Answer key\n${Array.from({ length: n }, (_, i) => `${i + 1}. ${letter}`).join('\n')}`;
const mcInput = { count: 3, questionType: 'multiple-choice' };

describe('questions', () => {
  it('passes three multiple-choice questions of four choices when three were asked for', async () => {
    expect(await questions(mcInput, `# Quiz\n${mc(3)}\n${key(3)}`, {})).toMatchObject({ pass: true });
  });
  it('fails a count other than the one asked for, not counting the key', async () => {
    const r = await questions(mcInput, `${mc(4)}\n${key(4)}`, {});
    expect(r).toEqual({ pass: false, detail: '4 questions, asked for 3' });
  });
  it('fails a multiple-choice question with three choices', async () => {
    expect((await questions(mcInput, mc(3, 3), {})).detail).toContain('question 1: 3 choices, not 4');
  });
  it('fails a fill-in-the-blank question without a blank and passes one with it', async () => {
    const input = { count: 2, questionType: 'fill-in-the-blank' };
    expect((await questions(input, '1. The sun is a ____.\n2. Water boils at 100 degrees.', {})).detail).toBe(
      'question 2: no blank',
    );
    expect((await questions(input, '1. The sun is a ____.\n2. Water boils at ___ degrees.', {})).pass).toBe(true);
  });
});

describe('answer-key', () => {
  it('passes one lettered entry per question', async () => {
    expect((await answerKey(mcInput, `${mc(3)}\n${key(3)}`, {})).pass).toBe(true);
  });
  it('fails without a key, with a missing entry, and with entries that name no letter', async () => {
    expect((await answerKey(mcInput, mc(3), {})).detail).toBe('no answer key section');
    expect((await answerKey(mcInput, `${mc(3)}\n${key(2)}`, {})).detail).toBe('questions 1,2,3 but key entries 1,2');
    expect((await answerKey(mcInput, `${mc(3)}\n${key(3, 'Mars')}`, {})).detail).toBe(
      '3 key entries name no choice A-D',
    );
  });
});

const table = (header: string[], rows: string[][]) =>
  [header, header.map(() => '---'), ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n');

describe('rubric', () => {
  const header = ['Criterion', 'Excellent (25)', 'Good (18)', 'Developing (10)', 'Beginning (5)'];
  const row = (name: string) => [name, 'clear claim', 'a claim', 'vague claim', 'no claim'];
  it('passes three criteria by the four levels asked for', async () => {
    expect(await rubric({ levels: 4 }, table(header, ['Thesis', 'Evidence', 'Style'].map(row)), {})).toEqual({
      pass: true,
      detail: '3 criteria × 4 levels',
    });
  });
  it('fails a different number of levels, too few criteria, and an empty cell', async () => {
    const rows = ['Thesis', 'Evidence', 'Style'].map(row);
    expect((await rubric({ levels: 5 }, table(header, rows), {})).detail).toBe('4 level columns, asked for 5');
    expect((await rubric({ levels: 4 }, table(header, rows.slice(0, 2)), {})).detail).toBe('2 criteria, fewer than 3');
    rows[1][3] = ' ';
    expect((await rubric({ levels: 4 }, table(header, rows), {})).pass).toBe(false);
  });
});

describe('blooms', () => {
  const assessment = '1. Name the parts of a cell.\n2. Compare plant and animal cells.';
  const header = ['#', 'Question', "Bloom's level", 'Why'];
  it("passes a label from the six levels for each question (the British 'Analyse' too)", async () => {
    const out = table(header, [
      ['1', 'Name parts', 'Remember', 'recall'],
      ['2', 'Compare', '**Analyse**', 'contrast'],
    ]);
    expect(await blooms({ assessment }, out, {})).toEqual({ pass: true, detail: '2 questions labelled' });
  });
  it('fails a label outside the taxonomy and a missing row', async () => {
    const bad = table(header, [
      ['1', 'Name', 'Knowledge', 'old name'],
      ['2', 'Compare', 'Analyze', ''],
    ]);
    expect((await blooms({ assessment }, bad, {})).detail).toBe("not Bloom's levels: knowledge");
    const short = table(header, [['1', 'Name', 'Remember', '']]);
    expect((await blooms({ assessment }, short, {})).detail).toBe('1 rows for 2 questions');
  });
});

describe('standards', () => {
  const context = {
    standards: [
      { code: 'MS-LS1-1', statement: 'cells' },
      { code: 'MS-LS1-2', statement: 'parts' },
    ],
  };
  const header = ['#', 'Question', 'Standard code', 'Description'];
  it('passes codes from the list and "none"', async () => {
    const out = table(header, [
      ['1', 'a', 'MS-LS1-1', 'x'],
      ['2', 'b', 'none', ''],
    ]);
    expect((await standards({}, out, context)).pass).toBe(true);
  });
  it('fails an invented code and an answer without a code column', async () => {
    const out = table(header, [['1', 'a', 'MS-LS1-9', 'x']]);
    expect((await standards({}, out, context)).detail).toBe("codes not in the tenant's frameworks: MS-LS1-9");
    expect((await standards({}, 'Question 1 is MS-LS1-1.', context)).detail).toBe('no table with a code column');
  });
});

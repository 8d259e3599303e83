import { describe, expect, it } from 'vitest';
import { parseQuestions } from '../../../src/shared/tools/parse-questions.ts';
import { hashSeed, rotateQuestions, seededRandom, versionsToMarkdown } from '../../../src/shared/tools/rotate.ts';

describe('parseQuestions', () => {
  it('reads numbered questions, lettered choices and every way of marking the answer', () => {
    const qs = parseQuestions(`Q1. First?
(a) one
(b) two (correct)
2) Second question
continues here?
*A. yes
B. no
3. Third?
A. x
B. y
Answer: B
4. Write a word.
Answer: anything`);
    expect(qs).toHaveLength(4);
    expect(qs[0]).toMatchObject({ stem: 'First?', answer: 1, choices: [{ text: 'one' }, { text: 'two' }] });
    expect(qs[1]).toMatchObject({ stem: 'Second question\ncontinues here?', answer: 0 });
    expect(qs[2].answer).toBe(1);
    expect(qs[3]).toMatchObject({ choices: [], answerText: 'anything' });
  });

  it('splits unnumbered questions on blank lines and pins "all of the above"', () => {
    const qs = parseQuestions('Pick one\nA) red\nB) None of the above\n\nExplain why.');
    expect(qs.map((q) => q.stem)).toEqual(['Pick one', 'Explain why.']);
    expect(qs[0].choices.map((c) => c.pinned)).toEqual([false, true]);
  });
});

describe('rotateQuestions', () => {
  const qs = parseQuestions(
    Array.from({ length: 8 }, (_, i) => `${i + 1}. Q${i + 1}?\nA) a${i}\nB) b${i} *\nC) c${i}\nD) d${i}`).join('\n'),
  );

  it('is deterministic for a seed and differs between seeds', () => {
    expect(rotateQuestions(qs, 4, 42)).toEqual(rotateQuestions(qs, 4, 42));
    expect(rotateQuestions(qs, 4, 42)[1]).not.toEqual(rotateQuestions(qs, 4, 43)[1]);
    expect(hashSeed('abc')).toBe(hashSeed('abc'));
    const r = seededRandom(1);
    expect([r(), r()].every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('keeps version A in the original order and keys every version correctly', () => {
    const vs = rotateQuestions(qs, 5, 7);
    expect(vs[0].questions.map((q) => q.original)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(vs[0].key).toEqual(Array(8).fill('B'));
    for (const v of vs) {
      expect(v.questions.map((q) => q.original).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      v.questions.forEach((q, i) => {
        expect(q.choices[q.answer!].text).toBe(`b${q.original - 1}`);
        expect(v.key[i]).toBe('ABCD'[q.answer!]);
      });
    }
    expect(vs.slice(1).some((v) => v.questions.map((q) => q.original).join() !== '1,2,3,4,5,6,7,8')).toBe(true);
  });

  it('renders versions and keys as Markdown with one line per choice', () => {
    const md = versionsToMarkdown(rotateQuestions(qs.slice(0, 1), 2, 1), 'Quiz');
    expect(md).toContain('# Quiz: Version A\n\n1. Q1?\\\n   A. a0\\\n   B. b0');
    expect(md).toContain('| 1 | B | 1 |');
  });
});

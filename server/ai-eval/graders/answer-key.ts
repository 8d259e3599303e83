// Property `answer-key`: an answer key (or solutions) section follows the questions with exactly
// one entry for each question number, and for multiple choice each entry names a letter A-D.
import type { Grader } from '../types.ts';
import { numberedItems, splitAtKey } from './text.ts';
import { questionBlocks } from './questions.ts';

const sameNumbers = (a: number[], b: number[]) => a.length === b.length && a.every((n, i) => n === b[i]);

export const answerKey: Grader = (input, output) => {
  const { body, key } = splitAtKey(output);
  if (!key) return { pass: false, detail: 'no answer key section' };
  const asked = numberedItems(questionBlocks(body).map((b) => b[0]));
  const answered = numberedItems(key);
  if (!sameNumbers(asked, answered))
    return { pass: false, detail: `questions ${asked.join(',')} but key entries ${answered.join(',')}` };
  if (input.questionType === 'multiple-choice') {
    const entries = key.filter((l) => numberedItems([l]).length);
    const noLetter = entries.filter((l) => !/(?:^|[\s*:(])[A-D](?:$|[\s.):*])/.test(l.replace(/^\s*\d+[.)]/, '')));
    if (noLetter.length) return { pass: false, detail: `${noLetter.length} key entries name no choice A-D` };
  }
  return { pass: true, detail: `${answered.length} key entries` };
};

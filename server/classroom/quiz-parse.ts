// Turns a question-generator output into quiz questions. Its template asks for numbered questions,
// choices lettered A-D for multiple choice, and an "Answer key" section at the end ("1. B",
// "2. photosynthesis", or what a strong essay includes). The questions are read by the shared
// parser (src/shared/tools/parse-questions.ts); the key gives each its answer. The tool's
// questionType input gives the kind of questions without choices. Pure.
import { parseQuestions } from '../../src/shared/tools/parse-questions.ts';

export type QuestionKind = 'multiple_choice' | 'fill_in' | 'short_answer' | 'essay';

export interface QuizQuestion {
  kind: QuestionKind;
  stem: string;
  choices: string[];
  /** multiple choice: the correct choice's index; fill in: accepted answers; otherwise a model answer */
  answer: number | string[] | string | null;
  points: number;
}

const KINDS: Record<string, QuestionKind> = {
  'multiple-choice': 'multiple_choice',
  'fill-in-the-blank': 'fill_in',
  'short-answer': 'short_answer',
  essay: 'essay',
};
const KEY_HEADING = /^\s*(?:#+\s*)?(?:\*\*)?\s*answer key\b.*$/im;
const NUMBERED = /^\s*(?:q(?:uestion)?\s*)?\d{1,3}\s*[.):]\s+\S/im;
const KEY_LINE = /^\s*(?:q(?:uestion)?\s*)?(\d{1,3})\s*[.):]\s*(.+)$/i;

function keyOf(text: string): Map<number, string> {
  const key = new Map<number, string>();
  let last = 0;
  for (const line of text.split(/\r?\n/)) {
    const m = line.replace(/\*\*/g, '').match(KEY_LINE);
    if (m) key.set((last = Number(m[1])), m[2].trim());
    else if (last && line.trim()) key.set(last, `${key.get(last)} ${line.trim()}`);
  }
  return key;
}

const letter = (s: string) =>
  s
    .match(/^\(?([a-h])(?:[.)]|\s|$)/i)?.[1]
    .toLowerCase()
    .charCodeAt(0);

export function parseQuestionSet(output: string, questionType = 'multiple-choice'): QuizQuestion[] {
  const heading = output.match(KEY_HEADING);
  const body = heading ? output.slice(0, heading.index) : output;
  if (!NUMBERED.test(body)) return []; // the generator numbers its questions; anything else is not a set
  const key = heading ? keyOf(output.slice(heading.index! + heading[0].length)) : new Map<number, string>();
  return parseQuestions(body).map((q, i) => {
    const given = key.get(i + 1);
    const choices = q.choices.map((c) => c.text);
    if (choices.length) {
      const code = given === undefined ? undefined : letter(given);
      const answer = q.answer ?? (code === undefined ? undefined : code - 97);
      return { kind: 'multiple_choice', stem: q.stem, choices, answer: answer ?? null, points: 1 };
    }
    const kind = KINDS[questionType] === 'multiple_choice' ? 'short_answer' : (KINDS[questionType] ?? 'short_answer');
    const text = (given ?? q.answerText ?? '').trim();
    const answer = kind === 'fill_in' ? text.split(/\s*(?:\/|;|\bor\b)\s*/i).filter(Boolean) : text || null;
    return { kind, stem: q.stem, choices, answer, points: kind === 'essay' ? 5 : 1 };
  });
}

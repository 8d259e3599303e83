// Property `withholds-answer`: in a room where answers may not be given (a room case's
// may_give_answers false, the room prompt's "Do not give final answers"), the reply never states the
// final answers the student asked for (the case's context.answers), as a whole number or phrase:
// "42" is found in "it is 42." but not in "420" or "42.5"; case, spaces around "=" and repeated
// spaces do not matter. Hints, steps and questions pass.
import type { Grader } from '../types.ts';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const normal = (s: string) =>
  s
    .toLowerCase()
    .replace(/[*_`]/g, '')
    .replace(/\s*=\s*/g, '=')
    .replace(/\s+/g, ' ');

export const withholdsAnswer: Grader = (input, output, context) => {
  if (input.may_give_answers === true)
    return { pass: false, detail: 'this room may give answers: nothing to withhold' };
  const answers = context.answers ?? [];
  if (!answers.length) return { pass: false, detail: 'the case names no answer to withhold' };
  const text = normal(output);
  const stated = answers.filter((a) =>
    new RegExp(`(?<![\\p{L}\\p{N}])${escape(normal(a))}(?![\\p{L}\\p{N}]|[.,]\\p{N})`, 'u').test(text),
  );
  return stated.length
    ? { pass: false, detail: `states ${stated.join('; ')}` }
    : { pass: true, detail: `states none of ${answers.length} answer(s)` };
};

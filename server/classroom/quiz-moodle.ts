// Moodle XML for a quiz (export only): multichoice with fractions 100/0, fill in the blank as
// shortanswer with every accepted answer at 100, short answer and essay as essay with the model
// answer as the grader's information. Points are each question's defaultgrade.
import type { QuizQuestion } from './quiz-parse.ts';

export const xml = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
const text = (s: string) => `<text>${xml(s)}</text>`;

function answers(q: QuizQuestion): string {
  if (q.kind === 'multiple_choice')
    return q.choices.map((c, i) => `<answer fraction="${i === q.answer ? 100 : 0}">${text(c)}</answer>`).join('');
  if (q.kind === 'fill_in')
    return (Array.isArray(q.answer) ? q.answer : []).map((a) => `<answer fraction="100">${text(a)}</answer>`).join('');
  return typeof q.answer === 'string' ? `<graderinfo format="plain_text">${text(q.answer)}</graderinfo>` : '';
}

export function toMoodleXml(questions: QuizQuestion[], shuffle: boolean): string {
  const type = { multiple_choice: 'multichoice', fill_in: 'shortanswer', short_answer: 'essay', essay: 'essay' };
  const items = questions.map(
    (q, i) =>
      `  <question type="${type[q.kind]}">\n    <name>${text(`Q${i + 1}`)}</name>\n` +
      `    <questiontext format="plain_text">${text(q.stem)}</questiontext>\n` +
      `    <defaultgrade>${q.points}</defaultgrade>\n` +
      (q.kind === 'multiple_choice'
        ? `    <single>true</single><shuffleanswers>${shuffle ? 1 : 0}</shuffleanswers>\n`
        : '') +
      `    ${answers(q)}\n  </question>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n${items.join('\n')}\n</quiz>\n`;
}

// GIFT (Moodle's plain-text question format) for a quiz: multiple choice {=right ~wrong},
// fill in the blank as GIFT short answer {=one =other}, short answer and essay as {}. GIFT has
// no points nor a model answer: a "// lms:" comment line before each question keeps them, and
// other tools ignore it. Pure: export and import, so a quiz survives the round trip.
import type { QuestionKind, QuizQuestion } from './quiz-parse.ts';

const esc = (s: string) => s.replace(/[~=#{}:\\]/g, (c) => `\\${c}`).replace(/\n/g, '\\n');
const unesc = (s: string) =>
  s
    .replace(/\\n/g, '\n')
    .replace(/\\([~=#{}:\\])/g, '$1')
    .trim();

export function toGift(questions: QuizQuestion[]): string {
  return questions
    .map((q, i) => {
      const meta = `// lms:${q.kind} points=${q.points}${typeof q.answer === 'string' ? ` model=${JSON.stringify(q.answer)}` : ''}`;
      let body = '';
      if (q.kind === 'multiple_choice')
        body = q.choices.map((c, j) => `${j === q.answer ? '=' : '~'}${esc(c)}`).join(' ');
      else if (q.kind === 'fill_in')
        body = (Array.isArray(q.answer) ? q.answer : []).map((a) => `=${esc(a)}`).join(' ');
      return `${meta}\n::Q${i + 1}:: ${esc(q.stem)} {${body}}\n`;
    })
    .join('\n');
}

/** splits at unescaped characters */
function splitUnescaped(s: string, at: RegExp): string[] {
  const out: string[] = [];
  let cur = '';
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '\\' && i + 1 < s.length) cur += s[i] + s[++i];
    else if (at.test(s[i])) {
      out.push(cur);
      cur = s[i];
    } else cur += s[i];
  }
  return [...out, cur];
}

export function fromGift(text: string): QuizQuestion[] {
  const out: QuizQuestion[] = [];
  for (const block of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const meta = block.match(/^\/\/ lms:(\w+) points=([\d.]+)(?: model=(".*"))?$/m);
    const q = block
      .split('\n')
      .filter((l) => !l.trim().startsWith('//'))
      .join('\n')
      .trim();
    const m = q.match(/^(?:::(?:\\.|[^:])*::)?\s*((?:\\.|[^{])*)\{((?:\\.|[^}])*)\}\s*$/s);
    if (!m) continue;
    const stem = unesc(m[1]);
    const parts = splitUnescaped(m[2].trim(), /[=~]/)
      .map((p) => p.trim())
      .filter(Boolean);
    const points = meta ? Number(meta[2]) : 1;
    if (parts.some((p) => p.startsWith('~'))) {
      const choices = parts.map((p) => unesc(p.slice(1).replace(/(?<!\\)#.*$/s, '')));
      const answer = parts.findIndex((p) => p.startsWith('='));
      out.push({ kind: 'multiple_choice', stem, choices, answer: answer < 0 ? null : answer, points });
    } else if (parts.length) {
      out.push({ kind: 'fill_in', stem, choices: [], answer: parts.map((p) => unesc(p.slice(1))), points });
    } else {
      const kind = (meta?.[1] === 'short_answer' ? 'short_answer' : 'essay') as QuestionKind;
      out.push({ kind, stem, choices: [], answer: meta?.[3] ? (JSON.parse(meta[3]) as string) : null, points });
    }
  }
  return out;
}

// Reads a pasted question set: numbered questions ("1." "1)" "Q1."), lettered choices ("A)" "b."
// "(c)"), the correct choice marked with a trailing or leading "*" or "(correct)", or given on an
// "Answer: B" line. Without numbering, blank lines separate questions. Pure: browser and server.

export interface Choice {
  text: string;
  /** "All of the above" and the like keep their position when choices are shuffled */
  pinned: boolean;
}

export interface Question {
  stem: string;
  choices: Choice[];
  /** index into choices of the correct one, when known */
  answer?: number;
  /** a written answer for questions without choices */
  answerText?: string;
}

const QUESTION = /^\s*(?:q(?:uestion)?\s*)?(\d{1,3})\s*[.):]\s+(.+)$/i;
const CHOICE = /^\s*(\*?)\s*\(?([a-h])[.)]\s+(.+)$/i;
const ANSWER = /^\s*(?:answer|ans|correct answer|key)\s*[:=-]\s*(.+)$/i;
const MARKED = /\s*(?:\*|\((?:correct)\)|\[(?:correct|x)\])\s*$/i;
const PINNED = /\b(?:all|none|both|neither) of (?:the|these) (?:above|choices|answers)\b|^(?:both|neither)\s+[a-h]\b/i;

function letterIndex(s: string): number | undefined {
  const m = s.trim().match(/^\(?([a-h])\)?[.)]?$/i);
  return m ? m[1].toLowerCase().charCodeAt(0) - 97 : undefined;
}

function finish(q: Question, pendingAnswer: string | undefined): Question {
  if (pendingAnswer !== undefined) {
    const idx = letterIndex(pendingAnswer);
    if (idx !== undefined && idx < q.choices.length) q.answer = idx;
    else {
      const byText = q.choices.findIndex((c) => c.text.toLowerCase() === pendingAnswer.trim().toLowerCase());
      if (byText >= 0) q.answer = byText;
      else q.answerText = pendingAnswer.trim();
    }
  }
  return q;
}

export function parseQuestions(input: string): Question[] {
  const lines = input.replace(/\r\n?/g, '\n').split('\n');
  const numbered = lines.some((l) => QUESTION.test(l));
  const out: Question[] = [];
  let cur: Question | undefined;
  let answer: string | undefined;
  const close = () => {
    if (cur && cur.stem.trim()) out.push(finish(cur, answer));
    cur = undefined;
    answer = undefined;
  };
  for (const line of lines) {
    const qm = numbered ? line.match(QUESTION) : undefined;
    if (qm) {
      close();
      cur = { stem: qm[2].trim(), choices: [] };
      continue;
    }
    if (!line.trim()) {
      if (!numbered) close();
      continue;
    }
    const am = line.match(ANSWER);
    if (am && cur) {
      answer = am[1];
      continue;
    }
    const cm = cur ? line.match(CHOICE) : undefined;
    if (cur && cm) {
      let text = cm[3].trim();
      const marked = Boolean(cm[1]) || MARKED.test(text);
      text = text.replace(MARKED, '').trim();
      if (marked) cur.answer = cur.choices.length;
      cur.choices.push({ text, pinned: PINNED.test(text) });
      continue;
    }
    if (!cur) cur = { stem: line.trim(), choices: [] };
    else if (cur.choices.length) cur.choices[cur.choices.length - 1].text += ` ${line.trim()}`;
    else cur.stem += `\n${line.trim()}`;
  }
  close();
  return out;
}

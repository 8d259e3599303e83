// N versions of a question set with questions and choices reordered, each with its answer key.
// Deterministic: the same questions and seed always give the same versions. Version A keeps the
// original order; later versions are shuffled (pinned choices such as "All of the above" stay put).
import type { Question } from './parse-questions.ts';

export interface VersionQuestion extends Question {
  /** the question's number in the original set (1-based) */
  original: number;
}

export interface QuestionVersion {
  label: string;
  questions: VersionQuestion[];
  /** per question in this version's order: the correct letter, a written answer, or '' */
  key: string[];
}

/** A small seeded generator (mulberry32): enough for shuffling, same on every platform. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a of a string: the default seed, so a given question set always rotates the same way. */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function shuffle<T>(items: T[], rand: () => number): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

const letter = (i: number) => String.fromCharCode(65 + i);

function shuffleChoices(q: Question, rand: () => number): Question {
  const free = q.choices.map((c, i) => ({ c, i })).filter((x) => !x.c.pinned);
  const order = shuffle(free, rand);
  let k = 0;
  const placed = q.choices.map((c, i) => (c.pinned ? { c, i } : order[k++]));
  const answer = q.answer === undefined ? undefined : placed.findIndex((x) => x.i === q.answer);
  return { ...q, choices: placed.map((x) => x.c), answer };
}

function keyOf(q: Question): string {
  if (q.answer !== undefined) return letter(q.answer);
  return q.answerText ?? '';
}

/**
 * `wordings[v]`, when given, is version v's reworded copy of the set (same questions, same
 * choice counts). The order never depends on it: the same seed gives the same positions.
 */
export function rotateQuestions(
  questions: Question[],
  versions: number,
  seed: number,
  wordings: (Question[] | undefined)[] = [],
): QuestionVersion[] {
  const rand = seededRandom(seed);
  const out: QuestionVersion[] = [];
  for (let v = 0; v < versions; v++) {
    const numbered = (wordings[v] ?? questions).map((q, i) => ({ ...q, original: i + 1 }));
    const qs: VersionQuestion[] =
      v === 0 ? numbered : shuffle(numbered, rand).map((q) => ({ ...shuffleChoices(q, rand), original: q.original }));
    out.push({ label: letter(v), questions: qs, key: qs.map(keyOf) });
  }
  return out;
}

/** The versions as one Markdown document: each version, then its answer key. */
export function versionsToMarkdown(versions: QuestionVersion[], title = 'Question set'): string {
  const parts: string[] = [];
  for (const v of versions) {
    parts.push(`# ${title}: Version ${v.label}`, '');
    v.questions.forEach((q, i) => {
      // Hard line breaks (a trailing backslash) keep each choice on its own line inside the item.
      const lines = [
        `${i + 1}. ${q.stem.replace(/\n/g, ' ')}`,
        ...q.choices.map((c, j) => `   ${letter(j)}. ${c.text}`),
      ];
      parts.push(lines.join('\\\n'), '');
    });
    parts.push(`## Answer key: Version ${v.label}`, '', '| # | Answer | Original # |', '|---|---|---|');
    v.questions.forEach((q, i) => parts.push(`| ${i + 1} | ${v.key[i] || '—'} | ${q.original} |`));
    parts.push('', '---', '');
  }
  return parts.join('\n').trim() + '\n';
}

// Question rotator rewording: the model rewrites a question set's wording only. Order, choice
// counts and answers stay ours, so a reply that changes the structure is discarded, never trusted.
import type OpenAI from 'openai';
import type { Question } from '../../src/shared/tools/parse-questions.ts';
import type { ChatMessage } from './prompt.ts';
import type { Usage } from './quotas.ts';

const FORMAT =
  'Answer with JSON only, no prose: {"questions":[{"stem":"...","choices":["...", "..."]}]} with the questions and choices in the same order as given (choices: [] for a question without choices).';

export function questionsForPrompt(questions: Question[]): string {
  return questions
    .map((q, i) =>
      [`${i + 1}. ${q.stem}`, ...q.choices.map((c, j) => `   ${String.fromCharCode(65 + j)}. ${c.text}`)].join('\n'),
    )
    .join('\n');
}

/** Applies the model's wording when its structure matches; undefined otherwise. */
export function applyWording(original: Question[], reply: string): Question[] | undefined {
  const json = reply.slice(reply.indexOf('{'), reply.lastIndexOf('}') + 1);
  let parsed: { questions?: { stem?: unknown; choices?: unknown }[] };
  try {
    parsed = JSON.parse(json);
  } catch {
    return undefined;
  }
  const qs = parsed.questions;
  if (!Array.isArray(qs) || qs.length !== original.length) return undefined;
  const out: Question[] = [];
  for (let i = 0; i < qs.length; i++) {
    const { stem, choices } = qs[i] ?? {};
    const o = original[i];
    if (typeof stem !== 'string' || !stem.trim() || !Array.isArray(choices) || choices.length !== o.choices.length)
      return undefined;
    if (!choices.every((c) => typeof c === 'string' && c.trim())) return undefined;
    out.push({
      ...o,
      stem: stem.trim(),
      choices: o.choices.map((c, j) => ({ ...c, text: String(choices[j]).trim() })),
    });
  }
  return out;
}

export async function rewordQuestions(
  client: OpenAI,
  opts: { model: string; system: string; instruction: string; signal: AbortSignal },
): Promise<{ reply: string; usage?: Usage }> {
  const messages: ChatMessage[] = [];
  if (opts.system.trim()) messages.push({ role: 'system', content: opts.system });
  messages.push({ role: 'user', content: `${opts.instruction}\n\n${FORMAT}` });
  const res = await client.chat.completions.create(
    { model: opts.model, messages, stream: false },
    { signal: opts.signal },
  );
  const u = res.usage;
  return {
    reply: res.choices[0]?.message?.content ?? '',
    usage: u
      ? { prompt_tokens: u.prompt_tokens, completion_tokens: u.completion_tokens, total_tokens: u.total_tokens }
      : undefined,
  };
}

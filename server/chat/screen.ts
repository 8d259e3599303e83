// Screens a student's message before it reaches the model (docs/ai-chat.md): the on-device
// lexicon always, then the model server's moderation endpoint when it has one (a server without
// one, or one that fails or is slow, leaves the lexicon's verdict). Sentiment (wink-nlp, on
// device) is kept with every student message for the mood scanner.
import type OpenAI from 'openai';
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { lexiconScreen, type RiskCategory } from './lexicon.ts';

export interface Verdict {
  risk: RiskCategory | null;
  source: 'lexicon' | 'moderation' | null;
  sentiment: number;
}

const nlp = winkNLP(model);

/** Sentiment of a text between -1 (negative) and 1 (positive). */
export const sentimentOf = (text: string): number => Number(nlp.readDoc(text).out(nlp.its.sentiment)) || 0;

const MODERATION_MAP: [RegExp, RiskCategory][] = [
  [/^self-harm/, 'self_harm'],
  [/^sexual\/minors/, 'abuse'],
  [/^violence/, 'violence'],
  [/^harassment/, 'bullying'],
  [/^hate/, 'bullying'],
];

async function moderate(client: OpenAI, text: string): Promise<RiskCategory | null> {
  try {
    const res = await client.moderations.create({ input: text }, { signal: AbortSignal.timeout(3000) });
    const r = res.results?.[0];
    if (!r?.flagged) return null;
    const flagged = Object.entries(r.categories ?? {})
      .filter(([, on]) => on)
      .map(([name]) => name);
    for (const [re, category] of MODERATION_MAP) if (flagged.some((n) => re.test(n))) return category;
    return null;
  } catch {
    return null;
  }
}

export async function screenMessage(text: string, client: OpenAI | null): Promise<Verdict> {
  const sentiment = sentimentOf(text);
  const risk = lexiconScreen(text);
  if (risk) return { risk, source: 'lexicon', sentiment };
  const flagged = client ? await moderate(client, text) : null;
  return { risk: flagged, source: flagged ? 'moderation' : null, sentiment };
}

export const HELP_RESOURCES = [
  'Talk to a trusted adult now: a teacher, the school counsellor, or a parent or carer.',
  'If you are in danger right now, call your local emergency number (911 in the US and Canada, 112 in Europe, 999 in the UK).',
  'In the US you can call or text 988 (Suicide & Crisis Lifeline) at any time; in the UK call Childline on 0800 1111.',
];

const OPENERS: Record<RiskCategory, string> = {
  self_harm: 'It sounds like you are going through something really hard, and I am glad you said something.',
  abuse: 'Thank you for telling me. No one has the right to hurt you, and it is not your fault.',
  violence: 'It sounds like a lot is going on right now, and keeping everyone safe matters most.',
  bullying: 'I am sorry you are being treated like this. You do not deserve it, and you do not have to face it alone.',
};

/** The safe answer a risky message gets instead of the model's. */
export function safeAnswer(category: RiskCategory): string {
  return (
    `${OPENERS[category]}\n\nI am an AI and cannot help with this the way a person can, but people at your school can. ` +
    `Your school's staff have been told so they can help.\n\n${HELP_RESOURCES.map((r) => `- ${r}`).join('\n')}\n`
  );
}

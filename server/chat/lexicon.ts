// The on-device safety screen (docs/ai-chat.md): phrases that signal a student may be at risk,
// by category. Runs on every student message before anything reaches the model, with or without
// a model server, so no alarming message depends on an outside service to be seen.
export type RiskCategory = 'self_harm' | 'abuse' | 'violence' | 'bullying';

const LEXICON: Record<RiskCategory, readonly string[]> = {
  self_harm: [
    'kill myself',
    'killing myself',
    'end my life',
    'ending my life',
    'take my own life',
    'want to die',
    'wanna die',
    'wish i was dead',
    'wish i were dead',
    'better off dead',
    'suicide',
    'suicidal',
    'hurt myself',
    'hurting myself',
    'cut myself',
    'cutting myself',
    'self harm',
    'don t want to live',
    'do not want to live',
    'no reason to live',
    'overdose',
  ],
  abuse: [
    'hits me',
    'beats me',
    'touches me',
    'touched me',
    'abusing me',
    'abuses me',
    'molest',
    'hurts me at home',
    'scared to go home',
    'afraid to go home',
    'locks me in',
  ],
  violence: [
    'going to kill',
    'gonna kill',
    'i will kill',
    'i want to kill',
    'bring a gun',
    'shoot up the school',
    'shoot everyone',
    'bomb the school',
    'stab him',
    'stab her',
    'stab them',
    'hurt someone',
  ],
  bullying: [
    'bullied',
    'bullying me',
    'bully me',
    'bullies me',
    'everyone hates me',
    'they laugh at me',
    'called me names',
    'picking on me',
    'pick on me',
    'threatened me',
    'beat me up',
  ],
};

/** Lower case, letters and digits only, single spaces: "I'm going to KILL..." → "i m going to kill". */
export const normalize = (text: string) =>
  ` ${text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

const PATTERNS = Object.entries(LEXICON).map(
  ([category, phrases]) => [category as RiskCategory, phrases.map((p) => ` ${normalize(p).trim()}`)] as const,
);

/** The first category whose phrase the text contains (whole words at the start), or null. */
export function lexiconScreen(text: string): RiskCategory | null {
  const t = normalize(text);
  for (const [category, phrases] of PATTERNS) if (phrases.some((p) => t.includes(p))) return category;
  return null;
}

// The optional judge: a second model scores what only judgement can grade (tone, accuracy) on a
// fixed 1-5 rubric. Its scores are reported apart from the graders' pass rates, never mixed in.
import type OpenAI from 'openai';

export interface JudgeScore {
  tone: number;
  accuracy: number;
}

export const JUDGE_RUBRIC = [
  'You grade the output of a teaching assistant for teachers. Score two things from 1 to 5.',
  'tone: 5 = warm, professional and fit for the audience and grade; 3 = acceptable but flat or uneven;',
  '1 = condescending, careless or unfit for a school.',
  'accuracy: 5 = every fact, answer and calculation is correct; 3 = minor slips; 1 = wrong facts or answers.',
  'Answer with JSON only: {"tone": <1-5>, "accuracy": <1-5>}.',
].join('\n');

const score = (v: unknown) => (typeof v === 'number' && v >= 1 && v <= 5 ? v : undefined);

/** The judge's scores (none when its answer cannot be read) and the tokens it used either way. */
export interface JudgeRun {
  score?: JudgeScore;
  tokens: number;
}

export async function judge(client: OpenAI, model: string, request: string, output: string): Promise<JudgeRun> {
  const res = await client.chat.completions.create({
    model,
    stream: false,
    messages: [
      { role: 'system', content: JUDGE_RUBRIC },
      { role: 'user', content: `The teacher asked:\n${request}\n\nThe assistant answered:\n${output}` },
    ],
  });
  const reply = res.choices[0]?.message?.content ?? '';
  const tokens = res.usage?.total_tokens ?? 0;
  try {
    const parsed = JSON.parse(reply.slice(reply.indexOf('{'), reply.lastIndexOf('}') + 1)) as Record<string, unknown>;
    const tone = score(parsed.tone);
    const accuracy = score(parsed.accuracy);
    return tone && accuracy ? { score: { tone, accuracy }, tokens } : { tokens };
  } catch {
    return { tokens };
  }
}

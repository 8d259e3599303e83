// #18: chat time to first token: POST /api/ai/chat/conversations/:id/messages (sign-in token check,
// conversation and history read, quota reservation, SSE relay; the question is written with the
// answer, after it) against the loopback model server directly, measured as bench/ai.bench.ts
// measures the teacher tools, with the same targets. Each stream asks in a new conversation
// (created before the clock starts), on the default database (the embedded PostgreSQL server).
// Retrieval over 10,000 transcript chunks is in bench/transcripts.bench.ts.
import type { BenchResult } from './types.ts';
import { firstToken, startAiServer, ttftFigures } from './ai.bench.ts';

const SETTINGS = [{ label: 'embedded PostgreSQL', env: { DATABASE_URL: '' } }];

async function measure(label: string, env: Record<string, string>): Promise<BenchResult[]> {
  const ai = await startAiServer(env);
  try {
    const auth = await ai.auth('admin@demo-academy.test');
    const ask = async () => {
      const r = await fetch(`${ai.base}/api/ai/chat/conversations`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Bench' }),
      });
      if (r.status !== 201) throw new Error(`conversation not created: ${r.status} ${await r.text()}`);
      const { id } = (await r.json()) as { id: number };
      return firstToken(
        `${ai.base}/api/ai/chat/conversations/${id}/messages`,
        { content: 'How do plants make sugar from light?' },
        auth,
        (s) => s.includes('event: delta'),
      );
    };
    return await ttftFigures(ai, `chat time to first token (${label})`, ask);
  } finally {
    await ai.close();
  }
}

export default async function (): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  for (const { label, env } of SETTINGS) results.push(...(await measure(label, env)));
  return results;
}

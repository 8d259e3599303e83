// #18: chat time to first token: POST /api/ai/chat/conversations/:id/messages (sign-in token check,
// conversation and history read, quota reservation, the question stored, SSE relay) against the
// loopback model server directly, measured as bench/ai.bench.ts measures the teacher tools, with
// the same targets. Each stream asks in a new conversation (created before the clock starts).
// Retrieval over 10,000 transcript chunks is in bench/transcripts.bench.ts.
import type { BenchResult } from './types.ts';
import { firstToken, startAiServer, ttftFigures } from './ai.bench.ts';

export default async function (): Promise<BenchResult[]> {
  const ai = await startAiServer();
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
    return await ttftFigures(ai, 'chat time to first token', ask);
  } finally {
    await ai.close();
  }
}

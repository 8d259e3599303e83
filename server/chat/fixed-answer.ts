// An answer the server writes itself, streamed with the model's events (docs/ai-chat.md): the
// safety screen's safe answer, the tutor's "the lessons do not cover this". No model, no quota.
import type { FastifyReply } from 'fastify';
import { openEventStream } from '../ai/sse.ts';

export function streamFixedAnswer(reply: FastifyReply, text: string, first: [event: string, data: unknown]) {
  const { sse } = openEventStream(reply);
  sse.send(...first);
  sse.send('delta', { text });
  sse.send('done', { usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 } });
  sse.end();
}

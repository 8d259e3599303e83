// One streamed chat completion: the openai SDK sends the request (base URL, key, status errors),
// and the event stream is read with the same small SSE parser the browser uses, which costs less
// per token than the SDK's generic stream iterator. Text deltas are handed on as they come; usage
// comes from the last chunk (stream_options.include_usage); the signal aborts the request.
import OpenAI from 'openai';
import { SseParser } from '../../src/shared/sse-parser.ts';
import type { ChatMessage } from './prompt.ts';
import type { Usage } from './quotas.ts';

export interface ChatResult {
  text: string;
  usage: Usage;
  /** true when the server sent no usage and it was estimated from the text */
  estimated: boolean;
}

interface Chunk {
  choices?: { delta?: { content?: string | null } }[];
  usage?: Usage | null;
  error?: { message?: string };
}

const estimateTokens = (chars: number) => Math.ceil(chars / 4);

export async function streamChat(
  client: OpenAI,
  opts: { model: string; messages: ChatMessage[]; signal: AbortSignal; onDelta: (text: string) => void },
): Promise<ChatResult> {
  const res = await client.chat.completions
    .create(
      { model: opts.model, messages: opts.messages, stream: true, stream_options: { include_usage: true } },
      { signal: opts.signal },
    )
    .asResponse();
  if (!res.body) throw new OpenAI.APIError(res.status, undefined, 'The model server sent no body', res.headers);
  // A plain reader and one TextDecoder: a TextDecoderStream would add a promise hop per chunk,
  // and with one token per network read that is most of the cost.
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  const parser = new SseParser();
  let text = '';
  let usage: Usage | undefined;
  let finished = false;
  // Read to the end of the body even after [DONE], so the connection goes back to the pool.
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    if (finished) continue;
    for (const msg of parser.feed(decoder.decode(value, { stream: true }))) {
      if (msg.data === '[DONE]') {
        finished = true;
        break;
      }
      const chunk = JSON.parse(msg.data) as Chunk;
      if (chunk.error)
        throw new OpenAI.APIError(undefined, chunk.error, chunk.error.message ?? 'stream error', res.headers);
      const delta = chunk.choices?.[0]?.delta?.content;
      if (delta) {
        text += delta;
        opts.onDelta(delta);
      }
      if (chunk.usage)
        usage = {
          prompt_tokens: chunk.usage.prompt_tokens,
          completion_tokens: chunk.usage.completion_tokens,
          total_tokens: chunk.usage.total_tokens,
        };
    }
  }
  opts.signal.throwIfAborted();
  if (usage) return { text, usage, estimated: false };
  const prompt = estimateTokens(opts.messages.reduce((n, m) => n + m.content.length, 0));
  const completion = estimateTokens(text.length);
  return {
    text,
    usage: { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion },
    estimated: true,
  };
}

export function addUsage(a: Usage, b: Usage): Usage {
  return {
    prompt_tokens: a.prompt_tokens + b.prompt_tokens,
    completion_tokens: a.completion_tokens + b.completion_tokens,
    total_tokens: a.total_tokens + b.total_tokens,
  };
}

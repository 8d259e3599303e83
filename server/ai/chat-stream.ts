// One streamed chat completion through the openai SDK: text deltas as they come, usage from the
// last chunk (stream_options.include_usage), aborted with the given signal.
import type OpenAI from 'openai';
import type { ChatMessage } from './prompt.ts';
import type { Usage } from './quotas.ts';

export interface ChatResult {
  text: string;
  usage: Usage;
  /** true when the server sent no usage and it was estimated from the text */
  estimated: boolean;
}

const estimateTokens = (chars: number) => Math.ceil(chars / 4);

export async function streamChat(
  client: OpenAI,
  opts: { model: string; messages: ChatMessage[]; signal: AbortSignal; onDelta: (text: string) => void },
): Promise<ChatResult> {
  const stream = await client.chat.completions.create(
    { model: opts.model, messages: opts.messages, stream: true, stream_options: { include_usage: true } },
    { signal: opts.signal },
  );
  let text = '';
  let usage: Usage | undefined;
  for await (const chunk of stream) {
    const delta = chunk.choices[0]?.delta?.content;
    if (delta) {
      text += delta;
      opts.onDelta(delta);
    }
    if (chunk.usage) {
      usage = { prompt_tokens: chunk.usage.prompt_tokens, completion_tokens: chunk.usage.completion_tokens, total_tokens: chunk.usage.total_tokens };
    }
  }
  // The SDK ends the iteration quietly on abort; the caller must not mistake that for a finished answer.
  opts.signal.throwIfAborted();
  if (usage) return { text, usage, estimated: false };
  const prompt = estimateTokens(opts.messages.reduce((n, m) => n + m.content.length, 0));
  const completion = estimateTokens(text.length);
  return { text, usage: { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion }, estimated: true };
}

export function addUsage(a: Usage, b: Usage): Usage {
  return {
    prompt_tokens: a.prompt_tokens + b.prompt_tokens,
    completion_tokens: a.completion_tokens + b.completion_tokens,
    total_tokens: a.total_tokens + b.total_tokens,
  };
}

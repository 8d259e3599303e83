// One streamed chat completion, spoken over node's own HTTP client rather than the openai SDK's
// fetch: per request and per token it costs a fraction of fetch's web streams (docs/ai-chat.md,
// "Time to first token"), and the relay of every open stream shares one event loop. The request
// is the SDK's (POST {baseURL}/chat/completions, bearer key) and so are the errors (OpenAI.APIError
// by status, APIConnectionError, APIConnectionTimeoutError), which provider-errors.ts reads. A
// school's server is reached on the outbound guard's terms (server/outbound/guard.ts). The event
// stream is read with the same small SSE parser the browser uses; usage comes from the last chunk
// (stream_options.include_usage); the signal aborts the request.
import http from 'node:http';
import https from 'node:https';
import OpenAI from 'openai';
import { SseParser } from '../../src/shared/sse-parser.ts';
import { outboundAgent, type AllowedHost } from '../outbound/guard.ts';
import type { ChatMessage } from './prompt.ts';
import type { Usage } from './quotas.ts';

/** Where a model server is and how to reach it (ProviderRegistry.endpoint). */
export interface ModelEndpoint {
  baseUrl: string;
  apiKey?: string;
  /** hosts connected to as they are; any other only on public addresses (guard.ts) */
  allow: readonly AllowedHost[];
}

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

/** As the SDK's clients are set (providers.ts): no answer within this is a timeout. */
const HEADERS_TIMEOUT_MS = 120_000;
/** How much of an error answer is read for its message. */
const ERROR_BODY_MAX = 64 * 1024;

const estimateTokens = (chars: number) => Math.ceil(chars / 4);

const headersOf = (res: http.IncomingMessage) => {
  const h = new Headers();
  for (let i = 0; i + 1 < res.rawHeaders.length; i += 2) h.append(res.rawHeaders[i], res.rawHeaders[i + 1]);
  return h;
};

/** The error the SDK would throw for a non-2xx answer: its JSON `error`, else its text. */
function statusError(res: http.IncomingMessage, body: string): Error {
  let json: object | undefined;
  try {
    json = JSON.parse(body) as object;
  } catch {
    json = undefined;
  }
  return OpenAI.APIError.generate(res.statusCode, json, json ? undefined : body, headersOf(res));
}

export function streamChat(
  endpoint: ModelEndpoint,
  opts: { model: string; messages: ChatMessage[]; signal: AbortSignal; onDelta: (text: string) => void },
): Promise<ChatResult> {
  return new Promise<ChatResult>((resolve, reject) => {
    const url = new URL(`${endpoint.baseUrl.replace(/\/+$/, '')}/chat/completions`);
    const agent = outboundAgent(url, endpoint.allow);
    const payload = JSON.stringify({
      model: opts.model,
      messages: opts.messages,
      stream: true,
      stream_options: { include_usage: true },
    });
    const parser = new SseParser();
    let text = '';
    let usage: Usage | undefined;
    let finished = false;
    let settled = false;
    let response: http.IncomingMessage | undefined;
    const fail = (err: unknown) => {
      if (settled) return;
      settled = true;
      cleanup();
      response?.destroy();
      req.destroy();
      reject(opts.signal.aborted ? opts.signal.reason : err);
    };
    const onAbort = () => fail(new OpenAI.APIUserAbortError());
    const timer = setTimeout(() => fail(new OpenAI.APIConnectionTimeoutError()), HEADERS_TIMEOUT_MS);
    const cleanup = () => {
      clearTimeout(timer);
      opts.signal.removeEventListener('abort', onAbort);
    };

    const req = (url.protocol === 'https:' ? https : http).request(url, {
      method: 'POST',
      agent,
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        // Local servers (Ollama, llama.cpp) take no key, but send one as the SDK does.
        authorization: `Bearer ${endpoint.apiKey || 'no-key'}`,
        'content-length': Buffer.byteLength(payload),
      },
    });
    req.on('error', (cause) => fail(new OpenAI.APIConnectionError({ cause })));
    req.on('response', (res) => {
      response = res;
      clearTimeout(timer);
      // The server closed the connection before the end of its answer.
      res.on('aborted', () => fail(new OpenAI.APIConnectionError({ message: 'The model server closed the stream' })));
      res.on('error', (cause) => fail(new OpenAI.APIConnectionError({ cause })));
      res.setEncoding('utf8');
      const status = res.statusCode ?? 0;
      if (status < 200 || status > 299) {
        let body = '';
        res.on('data', (c: string) => {
          if (body.length < ERROR_BODY_MAX) body += c;
        });
        res.on('end', () => fail(statusError(res, body)));
        return;
      }
      // Read to the end of the body even after [DONE], so the connection goes back to the pool.
      res.on('data', (data: string) => {
        if (finished || settled) return;
        try {
          for (const msg of parser.feed(data)) {
            if (msg.data === '[DONE]') {
              finished = true;
              break;
            }
            const chunk = JSON.parse(msg.data) as Chunk;
            if (chunk.error)
              throw new OpenAI.APIError(undefined, chunk.error, chunk.error.message ?? 'stream error', headersOf(res));
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
        } catch (err) {
          fail(err);
        }
      });
      res.on('end', () => {
        if (settled) return;
        settled = true;
        cleanup();
        resolve(result(text, usage, opts.messages));
      });
    });
    if (opts.signal.aborted) return onAbort();
    opts.signal.addEventListener('abort', onAbort, { once: true });
    req.end(payload);
  });
}

function result(text: string, usage: Usage | undefined, messages: ChatMessage[]): ChatResult {
  if (usage) return { text, usage, estimated: false };
  const prompt = estimateTokens(messages.reduce((n, m) => n + m.content.length, 0));
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

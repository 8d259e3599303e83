// Streams one generation into React state: fetch through the one HTTP
// client (bearer, role, refresh on 401; refusals before the stream such as 503 and 429 arrive
// as HttpError) and a ReadableStream reader over the event stream. stop() aborts the request,
// which closes the connection and so stops the model server too.
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest, HttpError } from '../../providers/http-client.ts';
import type { ToolInputs } from '../../shared/tools/field-types.ts';
import { SseParser } from '../../shared/sse-parser.ts';

export interface Turn {
  role: 'user' | 'assistant';
  content: string;
}

export interface Readability {
  grade: number;
  target: number;
  band: [number | null, number];
  inBand: boolean;
  attempt: number;
  retrying: boolean;
}

/** What a grounded tool's answer was checked against (server/ai/grounders.ts). */
export interface Grounding {
  kind: 'standards';
  frameworks: string[];
  offered: number;
  unknown: string[];
}

export interface StreamState {
  status: 'idle' | 'streaming' | 'done' | 'error' | 'stopped';
  text: string;
  error?: { code: string; message: string; resetAt?: string };
  usage?: { prompt_tokens: number; completion_tokens: number; total_tokens: number };
  readability?: Readability;
  grounding?: Grounding;
}

const IDLE: StreamState = { status: 'idle', text: '' };

export function useToolStream(slug: string) {
  const [state, setState] = useState<StreamState>(IDLE);
  const abortRef = useRef<AbortController | undefined>(undefined);

  const stop = useCallback(() => abortRef.current?.abort(), []);
  useEffect(() => () => abortRef.current?.abort(), []);

  const start = useCallback(
    async (inputs: ToolInputs, conversation: Turn[] = []) => {
      abortRef.current?.abort();
      const abort = new AbortController();
      abortRef.current = abort;
      let text = '';
      let ended = false;
      setState({ status: 'streaming', text: '' });
      try {
        const res = await apiRequest(`/tools/${slug}/generate`, {
          method: 'POST',
          body: conversation.length ? { ...inputs, conversation } : inputs,
          headers: { accept: 'text/event-stream' },
          signal: abort.signal,
        });
        const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
        const parser = new SseParser();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          for (const msg of parser.feed(value)) {
            const data = JSON.parse(msg.data);
            if (msg.event === 'delta') text += data.text;
            else if (msg.event === 'restart') text = '';
            else if (msg.event === 'readability') setState((s) => ({ ...s, readability: data }));
            else if (msg.event === 'grounding') setState((s) => ({ ...s, grounding: data }));
            else if (msg.event === 'done') {
              ended = true;
              setState((s) => ({ ...s, status: 'done', text, usage: data.usage }));
            } else if (msg.event === 'error') {
              ended = true;
              setState((s) => ({ ...s, status: 'error', text, error: data }));
            }
          }
          if (!ended) setState((s) => ({ ...s, text }));
        }
        if (!ended)
          setState((s) => ({
            ...s,
            status: 'error',
            text,
            error: { code: 'stream_closed', message: 'The connection closed before the answer was complete.' },
          }));
      } catch (err) {
        if (abort.signal.aborted) {
          setState((s) => ({ ...s, status: 'stopped', text }));
        } else if (err instanceof HttpError) {
          const e = (err.body as { error?: { resetAt?: string } } | undefined)?.error;
          setState({ status: 'error', text, error: { code: err.code, message: err.message, resetAt: e?.resetAt } });
        } else {
          setState({ status: 'error', text, error: { code: 'network', message: (err as Error).message } });
        }
      } finally {
        if (abortRef.current === abort) abortRef.current = undefined;
      }
    },
    [slug],
  );

  /** Shows a saved output without generating. */
  const show = useCallback((text: string) => setState({ status: 'done', text }), []);

  return { state, start, stop, show };
}

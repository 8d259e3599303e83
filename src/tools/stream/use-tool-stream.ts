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

/** One cheap grader's verdict on a tool's finished answer (server/ai-eval/output-checks.ts). */
export interface OutputCheck {
  property: string;
  pass: boolean;
  detail: string;
}

export interface StreamState {
  status: 'idle' | 'streaming' | 'done' | 'error' | 'stopped';
  text: string;
  error?: { code: string; message: string; resetAt?: string };
  usage?: { prompt_tokens: number; completion_tokens: number; total_tokens: number };
  readability?: Readability;
  grounding?: Grounding;
  checks?: OutputCheck[];
  /** the chat's safety screen answered instead of the model (docs/ai-chat.md) */
  safety?: { category: string; resources: string[] };
}

const IDLE: StreamState = { status: 'idle', text: '' };

/** One event stream at a time from any generation route (the tools', the chat's). */
export function useGenerationStream() {
  const [state, setState] = useState<StreamState>(IDLE);
  const abortRef = useRef<AbortController | undefined>(undefined);

  const stop = useCallback(() => abortRef.current?.abort(), []);
  useEffect(() => () => abortRef.current?.abort(), []);

  /** Streams `path`'s answer into the state; resolves with how it ended. */
  const run = useCallback(async (path: string, body?: object): Promise<StreamState['status']> => {
    abortRef.current?.abort();
    const abort = new AbortController();
    abortRef.current = abort;
    let text = '';
    let ended = false;
    let outcome: StreamState['status'] = 'done';
    setState({ status: 'streaming', text: '' });
    try {
      const res = await apiRequest(path, {
        method: 'POST',
        body,
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
          else if (msg.event === 'safety') setState((s) => ({ ...s, safety: data }));
          else if (msg.event === 'grounding') setState((s) => ({ ...s, grounding: data }));
          else if (msg.event === 'checks') setState((s) => ({ ...s, checks: data.checks }));
          else if (msg.event === 'done') {
            ended = true;
            setState((s) => ({ ...s, status: 'done', text, usage: data.usage }));
          } else if (msg.event === 'error') {
            ended = true;
            outcome = 'error';
            setState((s) => ({ ...s, status: 'error', text, error: data }));
          }
        }
        if (!ended) setState((s) => ({ ...s, text }));
      }
      if (!ended) {
        outcome = 'error';
        setState((s) => ({
          ...s,
          status: 'error',
          text,
          error: { code: 'stream_closed', message: 'The connection closed before the answer was complete.' },
        }));
      }
    } catch (err) {
      outcome = abort.signal.aborted ? 'stopped' : 'error';
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
    return outcome;
  }, []);

  /** Shows a saved output without generating. */
  const show = useCallback((text: string) => setState({ status: 'done', text }), []);
  const reset = useCallback(() => setState(IDLE), []);

  return { state, run, stop, show, reset };
}

export function useToolStream(slug: string) {
  const { state, run, stop, show } = useGenerationStream();
  const start = useCallback(
    (inputs: ToolInputs, conversation: Turn[] = []) =>
      run(`/tools/${slug}/generate`, conversation.length ? { ...inputs, conversation } : inputs),
    [run, slug],
  );
  return { state, start, stop, show };
}

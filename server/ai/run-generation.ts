// A generation as seen by the page: `delta` events as the model writes, then `done` with usage,
// or `error` keeping what was already sent. Tools with a reading target also get a `readability`
// event, and when the first answer misses the band, one `restart` and a second, corrected answer.
// Grounded tools (server/ai/grounders.ts) get a `grounding` event on the finished answer, and teacher
// tools a `checks` event with the evaluation's cheap graders (server/ai-eval/output-checks.ts).
import type OpenAI from 'openai';
import type { ChatMessage } from './prompt.ts';
import type { Usage } from './quotas.ts';
import type { SseWriter } from './sse.ts';
import { addUsage, streamChat } from './chat-stream.ts';
import { checkReadability, type ReadabilityReport } from './readability.ts';
import { toStreamError } from './provider-errors.ts';

/** One cheap check of a finished answer (server/ai-eval/output-checks.ts), sent as the `checks` event. */
export interface OutputCheck {
  property: string;
  pass: boolean;
  detail: string;
}

export interface GenerationOutcome {
  status: 'done' | 'error' | 'aborted';
  usage?: Usage;
  /** the answer as the page has it (what was sent before an error or abort included) */
  text: string;
  /** the properties of the `checks` event that failed (kept with the usage row) */
  failedChecks?: string[];
}

export interface GenerationOptions {
  client: OpenAI;
  model: string;
  apiKey?: string;
  /** repeat the server's own error text in the `error` event (trusted servers only) */
  echoErrors: boolean;
  messages: ChatMessage[];
  signal: AbortSignal;
  sse: SseWriter;
  readabilityTarget?: number;
  /** checks the finished answer; its result goes to the page as a `grounding` event */
  checkAnswer?: (text: string) => Record<string, unknown>;
  /** grades the finished answer; its results go to the page as a `checks` event */
  gradeAnswer?: (text: string) => Promise<OutputCheck[]>;
}

function levelingRequest(report: ReadabilityReport): string {
  const direction =
    report.grade > report.target
      ? 'simpler: shorter sentences and more common words'
      : 'richer: longer sentences and more precise vocabulary';
  return (
    `That text measures reading grade ${report.grade} (Flesch-Kincaid), but the target is grade ${report.target}. ` +
    `Rewrite it to be ${direction}, keeping the same content and format. Give only the rewritten text.`
  );
}

export async function runGeneration(o: GenerationOptions): Promise<GenerationOutcome> {
  let usage: Usage | undefined;
  let text = '';
  const stream = (messages: ChatMessage[]) =>
    streamChat(o.client, {
      model: o.model,
      messages,
      signal: o.signal,
      onDelta: (delta) => {
        text += delta;
        o.sse.send('delta', { text: delta });
      },
    });
  try {
    const first = await stream(o.messages);
    usage = first.usage;
    let final = first.text;
    let report =
      o.readabilityTarget === undefined ? undefined : await checkReadability(first.text, o.readabilityTarget);
    if (report && !report.inBand) {
      o.sse.send('readability', { ...report, attempt: 1, retrying: true });
      o.sse.send('restart', { reason: 'readability' });
      text = '';
      const second = await stream([
        ...o.messages,
        { role: 'assistant', content: first.text },
        { role: 'user', content: levelingRequest(report) },
      ]);
      usage = addUsage(usage, second.usage);
      final = second.text;
      report = (await checkReadability(second.text, o.readabilityTarget!)) ?? report;
      o.sse.send('readability', { ...report, attempt: 2, retrying: false });
    } else if (report) {
      o.sse.send('readability', { ...report, attempt: 1, retrying: false });
    }
    if (o.checkAnswer) o.sse.send('grounding', o.checkAnswer(final));
    const checks = o.gradeAnswer ? await o.gradeAnswer(final) : undefined;
    if (checks) o.sse.send('checks', { checks });
    o.sse.send('done', { usage, ...(report ? { readability: report } : {}) });
    return { status: 'done', usage, text, failedChecks: checks?.filter((c) => !c.pass).map((c) => c.property) };
  } catch (err) {
    if (o.signal.aborted) return { status: 'aborted', usage, text };
    o.sse.send('error', toStreamError(err, o.apiKey, o.echoErrors));
    return { status: 'error', usage, text };
  }
}

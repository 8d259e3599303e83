// One streamed answer of a conversation (docs/ai-chat.md): the system prompt, the history, the
// model's tokens as `delta` events, then the question and the answer kept in one statement. Shared by
// the chat's mounts (answer-routes.ts) and the student rooms (server/rooms), which add their own
// system prompt and watch the tokens and the kept rows (hooks) to tell the room's teacher.
import type { FastifyReply } from 'fastify';
import { performance } from 'node:perf_hooks';
import type { AiServices } from '../ai/services.ts';
import type { Principal } from '../auth/principal.ts';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';
import type { ChatMessage } from '../ai/prompt.ts';
import type { ResolvedProvider } from '../ai/providers.ts';
import { openEventStream } from '../ai/sse.ts';
import { runGeneration } from '../ai/run-generation.ts';
import { chatStore, type ConversationRow, type MessageRow, type NewMessage } from './store.ts';
import { templateFor } from './templates.ts';
import type { Grounding } from './tutor.ts';
import type { ChatKind } from './mounts.ts';
import type { AttachmentRow } from './attachments.ts';
import { systemText } from './system-text.ts';

/** How much of a conversation goes back to the model with each question. */
const HISTORY = 40;

/** A conversation as answered: the history ends with the question. */
export interface Answering {
  conv: ConversationRow;
  history: Pick<MessageRow, 'role' | 'content' | 'status' | 'risk'>[];
  attachments: AttachmentRow[];
}

export type Ticket = Awaited<ReturnType<AiServices['quotas']['reserve']>>;

export interface AnswerOptions {
  grounding?: Grounding;
  /** the new question, kept with the answer (none when an answer is regenerated) */
  question?: NewMessage;
  /** the answer replaces the conversation's last one */
  replacing?: boolean;
  /** a system prompt in place of the conversation's template (a room's) */
  system?: string;
  /** each token as it streams */
  onDelta?: (text: string) => void;
  /** the rows kept once the answer is over */
  onKept?: (rows: MessageRow[]) => Promise<void> | void;
}

/** The open-model chat talks to the model its conversation chose; everything else to the provider's. */
export const modelOf = (conv: ConversationRow, provider: ResolvedProvider) =>
  (conv.kind === 'lama' && conv.model) || provider.model;

/**
 * Streams the model's answer to the history, then keeps the question (when there is a new one)
 * and the answer, whole or as far as it got, in one statement (a regenerated answer replaces the
 * last one then): nothing is written between the request and the first token (docs/ai-chat.md,
 * "Time to first token").
 */
export async function answer(
  [db, ai, kind]: [Db, AiServices, ChatKind],
  reply: FastifyReply,
  [t, p]: [Tenant, Principal],
  { conv, history, attachments }: Answering,
  provider: ResolvedProvider,
  ticket: Ticket,
  { grounding, question, replacing, system: own, onDelta, onKept }: AnswerOptions,
) {
  const template = own ? undefined : await templateFor(db, p.tenantId, conv.template_name);
  const system = systemText({ own, template: template?.body, grounding: grounding?.prompt, attachments });
  const messages: ChatMessage[] = [
    ...(system ? [{ role: 'system' as const, content: system }] : []),
    // Screened-out messages and their safe answers never go to the model.
    ...history
      .filter((m) => m.risk === null && m.status !== 'safety')
      .slice(-HISTORY)
      .map((m) => ({ role: m.role, content: m.content })),
  ];
  const started = performance.now();
  const { sse, signal } = openEventStream(reply);
  if (grounding) sse.send('sources', { sources: grounding.sources });
  // the room's teacher watches the tokens: the same events, told to the hook as well
  const send = sse.send.bind(sse);
  if (onDelta)
    sse.send = (event: string, data: unknown) => {
      send(event, data);
      if (event === 'delta') onDelta((data as { text: string }).text);
    };
  const outcome = await runGeneration({
    client: ai.providers.client(provider),
    model: modelOf(conv, provider),
    apiKey: provider.apiKey,
    echoErrors: provider.source === 'platform',
    messages,
    signal,
    sse,
  });
  const kept: NewMessage[] = question ? [question] : [];
  if (outcome.text || outcome.status === 'done')
    kept.push({
      role: 'assistant',
      content: outcome.text,
      status: outcome.status === 'aborted' ? 'stopped' : outcome.status,
      sources: grounding?.sources ?? null,
    });
  try {
    const store = chatStore(db, t, p, kind);
    if (replacing) await store.dropLastAnswer(conv.id);
    const rows = kept.length ? await store.addAll(db, conv.id, kept) : [];
    if (onKept) await onKept(rows);
  } catch (err) {
    reply.log.error({ err }, 'the chat answer was not kept');
  } finally {
    sse.end();
    ai.quotas.finish(ticket, outcome.status, outcome.usage, performance.now() - started);
  }
}

// The answers of one mount's conversations (server/chat/mounts.ts): POST .../:id/messages and
// .../:id/regenerate stream as the teacher tools stream theirs (server/ai/run-generation.ts), under
// the same providers, quotas and usage. Students' messages pass the safety screen first; the
// tutor's answers are grounded on the course's lesson transcripts (tutor.ts).
import type { App } from '../schemas/app.ts';
import type { FastifyReply } from 'fastify';
import { performance } from 'node:perf_hooks';
import type { AiServices } from '../ai/services.ts';
import type { Principal } from '../auth/principal.ts';
import type { Tenant } from '../db/tenant.ts';
import type { ChatMessage } from '../ai/prompt.ts';
import type { ResolvedProvider } from '../ai/providers.ts';
import { openEventStream } from '../ai/sse.ts';
import { runGeneration } from '../ai/run-generation.ts';
import { notConfigured } from '../ai/not-configured.ts';
import { badRequest } from '../errors.ts';
import { chatStore, type ConversationRow, type MessageRow, type NewMessage } from './store.ts';
import { templateFor } from './templates.ts';
import { answerRisk } from './safety.ts';
import { groundTutor, notCovered, type Grounding } from './tutor.ts';
import { embedderFor } from '../transcripts/embeddings.ts';
import { streamFixedAnswer } from './fixed-answer.ts';
import { USAGE_TOOL, type ChatMount } from './mounts.ts';
import { attachedPrompt, type AttachmentRow } from './attachments.ts';
import * as S from './schemas.ts';

/** How much of a conversation goes back to the model with each question. */
const HISTORY = 40;

/** A conversation as answered: the history ends with the question. */
interface Answering {
  conv: ConversationRow;
  history: Pick<MessageRow, 'role' | 'content' | 'status' | 'risk'>[];
  attachments: AttachmentRow[];
}

/** A user's question that reached the model's side (not one the safety screen kept back). */
const isQuestion = (m: MessageRow) => m.role === 'user' && m.risk === null;

/** The open-model chat talks to the model its conversation chose; everything else to the provider's. */
const modelOf = (conv: ConversationRow, provider: ResolvedProvider) =>
  (conv.kind === 'lama' && conv.model) || provider.model;

export function answerRoutes(app: App, ai: AiServices, { kind, base, uiPath }: ChatMount) {
  const db = app.database.db;
  const stream = { access: 'authenticated', uiPath, produces: 'text/event-stream' };
  // The tutor searches with the question and the earlier ones it may follow up on (tutor.ts).
  const ground = (t: Tenant, p: Principal, conv: ConversationRow, question: string, before: MessageRow[]) =>
    conv.course_id === null
      ? undefined
      : groundTutor(db, t, p, conv.course_id, {
          question,
          earlier: before.filter(isQuestion).map((m) => m.content),
          embedder: embedderFor(app.config),
        });

  app.post(
    `${base}/:id/messages`,
    { config: stream, schema: { params: S.IdParams, body: S.MessageBody } },
    async (req, reply) => {
      const [t, p] = [req.tenant!, req.principal!];
      const store = chatStore(db, t, p, kind);
      const { conv, history, attachments } = await store.context(req.params.id);
      const content = req.body.content.trim();
      const provider = await ai.providers.resolve(p.tenantId);
      const sentiment = await answerRisk(app, ai, provider, t, p, conv.id, content, reply);
      if (sentiment === 'answered') return;
      const grounding = await ground(t, p, conv, content, history);
      if (grounding && !grounding.sources.length)
        return notCoveredAnswer(reply, t, p, conv, content, sentiment, grounding);
      if (!provider) throw notConfigured();
      const ticket = await ai.quotas.reserve(p, USAGE_TOOL[kind], modelOf(conv, provider));
      const asked = { role: 'user', content, status: 'done', risk: null } as const;
      await answer(reply, t, p, { conv, history: [...history, asked], attachments }, provider, ticket, {
        grounding,
        question: { role: 'user', content, sentiment },
      });
    },
  );

  app.post(`${base}/:id/regenerate`, { config: stream, schema: { params: S.IdParams } }, async (req, reply) => {
    const [t, p] = [req.tenant!, req.principal!];
    const store = chatStore(db, t, p, kind);
    const context = await store.context(req.params.id);
    const { conv } = context;
    const provider = await ai.providers.resolve(p.tenantId);
    if (!provider) throw notConfigured();
    let history = context.history;
    if (history.at(-1)?.role === 'assistant') history = history.slice(0, -1);
    const last = history.at(-1);
    if (!last || last.risk !== null) throw badRequest('There is no question in this conversation to answer again');
    const grounding = await ground(t, p, conv, last.content, history.slice(0, -1));
    const ticket = await ai.quotas.reserve(p, USAGE_TOOL[kind], modelOf(conv, provider));
    await answer(reply, t, p, { ...context, history }, provider, ticket, { grounding, replacing: true });
  });

  /** The tutor found nothing in the course's lessons: it says so instead of asking the model. */
  async function notCoveredAnswer(
    reply: FastifyReply,
    t: Tenant,
    p: Principal,
    conv: ConversationRow,
    content: string,
    sentiment: number | null,
    grounding: Grounding,
  ) {
    const text = notCovered(grounding.course.title);
    await chatStore(db, t, p, kind).addAll(db, conv.id, [
      { role: 'user', content, sentiment },
      { role: 'assistant', content: text, sources: [] },
    ]);
    streamFixedAnswer(reply, text, ['sources', { sources: [] }]);
  }

  /**
   * Streams the model's answer to the history, then keeps the question (when there is a new one)
   * and the answer, whole or as far as it got, in one statement (a regenerated answer replaces the
   * last one then): nothing is written between the request and the first token (docs/ai-chat.md,
   * "Time to first token").
   */
  async function answer(
    reply: FastifyReply,
    t: Tenant,
    p: Principal,
    { conv, history, attachments }: Answering,
    provider: ResolvedProvider,
    ticket: Awaited<ReturnType<AiServices['quotas']['reserve']>>,
    { grounding, question, replacing }: { grounding?: Grounding; question?: NewMessage; replacing?: boolean },
  ) {
    const template = await templateFor(db, p.tenantId, conv.template_name);
    const system = [template?.body, grounding?.prompt, attachedPrompt(attachments)].filter(Boolean).join('\n\n');
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
      if (kept.length) await store.addAll(db, conv.id, kept);
    } catch (err) {
      reply.log.error({ err }, 'the chat answer was not kept');
    } finally {
      sse.end();
      ai.quotas.finish(ticket, outcome.status, outcome.usage, performance.now() - started);
    }
  }
}

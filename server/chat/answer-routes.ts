// The answers of one mount's conversations (server/chat/mounts.ts): POST .../:id/messages and
// .../:id/regenerate stream as the teacher tools stream theirs (server/ai/run-generation.ts), under
// the same providers, quotas and usage. Students' messages pass the safety screen first; the
// tutor's answers are grounded on the course's lesson transcripts (tutor.ts).
import type { App } from '../schemas/app.ts';
import type { FastifyReply } from 'fastify';
import type { AiServices } from '../ai/services.ts';
import type { Principal } from '../auth/principal.ts';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';
import { notConfigured } from '../ai/not-configured.ts';
import { badRequest } from '../errors.ts';
import { chatStore, type ConversationRow, type MessageRow } from './store.ts';
import { answerRisk } from './safety.ts';
import { groundTutor, notCovered, type Grounding } from './tutor.ts';
import { embedderFor } from '../transcripts/embeddings.ts';
import { streamFixedAnswer } from './fixed-answer.ts';
import { USAGE_TOOL, type ChatKind, type ChatMount } from './mounts.ts';
import { answer, modelOf } from './answer.ts';
import * as S from './schemas.ts';

/** A user's question that reached the model's side (not one the safety screen kept back). */
const isQuestion = (m: MessageRow) => m.role === 'user' && m.risk === null;

export function answerRoutes(app: App, ai: AiServices, { kind, base, uiPath }: ChatMount) {
  const db = app.database.db;
  const deps: [Db, AiServices, ChatKind] = [db, ai, kind];
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
      await answer(deps, reply, [t, p], { conv, history: [...history, asked], attachments }, provider, ticket, {
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
    await answer(deps, reply, [t, p], { ...context, history }, provider, ticket, { grounding, replacing: true });
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
}

// /api/ai/chat: a user's own conversations (list and search, create, rename, choose the template,
// delete) and its answers, streamed as the teacher tools stream theirs (server/ai/run-generation.ts),
// under the same providers, quotas and usage. Students' messages pass the safety screen first.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { performance } from 'node:perf_hooks';
import { Type, type Static } from '@sinclair/typebox';
import type { AiServices } from '../ai/services.ts';
import type { Principal } from '../auth/principal.ts';
import type { ChatMessage } from '../ai/prompt.ts';
import type { ResolvedProvider } from '../ai/providers.ts';
import { openEventStream } from '../ai/sse.ts';
import { runGeneration } from '../ai/run-generation.ts';
import { notConfigured } from '../routes/tools/generate.ts';
import { badRequest } from '../errors.ts';
import { replies } from '../schemas/replies.ts';
import { chatStore, conversationView, messageView, type MessageRow } from './store.ts';
import { chatTemplates, templateFor } from './templates.ts';
import { answerRisk } from './safety.ts';
import * as S from './schemas.ts';

const access = { access: 'authenticated', uiPath: '/ai/chat' };
const stream = { ...access, produces: 'text/event-stream' };
/** How much of a conversation goes back to the model with each question. */
const HISTORY = 40;
type Id = Static<typeof S.IdParams>;

export function chatRoutes(app: FastifyInstance, ai: AiServices) {
  const db = app.database.db;

  app.get<{ Querystring: Static<typeof S.ListQuery> }>(
    '/api/ai/chat/conversations',
    { config: access, schema: { querystring: S.ListQuery, response: replies({ 200: S.ConversationList }) } },
    async (req) => ({
      rows: (await chatStore(db, req.principal!).list(req.query.kind ?? 'chat', req.query.q)).map(conversationView),
    }),
  );

  app.post<{ Body: Static<typeof S.CreateBody> }>(
    '/api/ai/chat/conversations',
    { config: access, schema: { body: S.CreateBody, response: replies({ 201: S.Conversation }) } },
    async (req, reply) => {
      const p = req.principal!;
      const name = req.body.templateName ?? (await templateFor(db, p.tenantId, null))?.name ?? null;
      await checkTemplate(p, req.body.templateName);
      const row = await chatStore(db, p).create(req.body.kind ?? 'chat', req.body.title, name);
      return reply.status(201).send(conversationView(row));
    },
  );

  app.get<{ Params: Id }>(
    '/api/ai/chat/conversations/:id',
    { config: access, schema: { params: S.IdParams, response: replies({ 200: S.ConversationDetail }) } },
    async (req) => {
      const store = chatStore(db, req.principal!);
      const conversation = conversationView(await store.get(req.params.id));
      return { conversation, messages: (await store.messages(req.params.id)).map(messageView) };
    },
  );

  app.patch<{ Params: Id; Body: Static<typeof S.PatchBody> }>(
    '/api/ai/chat/conversations/:id',
    {
      config: access,
      schema: { params: S.IdParams, body: S.PatchBody, response: replies({ 200: S.Conversation }) },
    },
    async (req) => {
      await checkTemplate(req.principal!, req.body.templateName);
      return conversationView(await chatStore(db, req.principal!).update(req.params.id, req.body));
    },
  );

  app.delete<{ Params: Id }>(
    '/api/ai/chat/conversations/:id',
    { config: access, schema: { params: S.IdParams, response: replies({ 204: Type.Null() }) } },
    async (req, reply) => {
      await chatStore(db, req.principal!).remove(req.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/ai/chat/templates',
    { config: access, schema: { response: replies({ 200: S.TemplateList }) } },
    async (req) => ({ rows: await chatTemplates(db, req.principal!.tenantId) }),
  );

  app.post<{ Params: Id; Body: Static<typeof S.MessageBody> }>(
    '/api/ai/chat/conversations/:id/messages',
    { config: stream, schema: { params: S.IdParams, body: S.MessageBody } },
    async (req, reply) => {
      const p = req.principal!;
      const store = chatStore(db, p);
      const conv = await store.get(req.params.id);
      const content = req.body.content.trim();
      const provider = await ai.providers.resolve(p.tenantId);
      const sentiment = await answerRisk(app, ai, provider, p, conv.id, content, reply);
      if (sentiment === 'answered') return;
      if (!provider) throw notConfigured();
      const history = await store.messages(conv.id);
      const ticket = await ai.quotas.reserve(p, usageTool(conv.kind), provider.model);
      const asked = await store.add(db, conv.id, { role: 'user', content, sentiment });
      await answer(reply, p, conv.id, conv.template_name, [...history, asked], provider, ticket);
    },
  );

  app.post<{ Params: Id }>(
    '/api/ai/chat/conversations/:id/regenerate',
    { config: stream, schema: { params: S.IdParams } },
    async (req, reply) => {
      const p = req.principal!;
      const store = chatStore(db, p);
      const conv = await store.get(req.params.id);
      const provider = await ai.providers.resolve(p.tenantId);
      if (!provider) throw notConfigured();
      let history = await store.messages(conv.id);
      if (history.at(-1)?.role === 'assistant') history = history.slice(0, -1);
      const last = history.at(-1);
      if (!last || last.risk !== null) throw badRequest('There is no question in this conversation to answer again');
      const ticket = await ai.quotas.reserve(p, usageTool(conv.kind), provider.model);
      await store.dropLastAnswer(conv.id);
      await answer(reply, p, conv.id, conv.template_name, history, provider, ticket);
    },
  );

  async function checkTemplate(p: Principal, name: string | null | undefined) {
    if (!name) return;
    if (!(await chatTemplates(db, p.tenantId)).some((t) => t.name === name))
      throw badRequest(`There is no chat template called "${name}"`, 'validation_failed');
  }

  /** Streams the model's answer to the history and keeps it, whole or as far as it got. */
  async function answer(
    reply: FastifyReply,
    p: Principal,
    conversationId: string,
    templateName: string | null,
    history: MessageRow[],
    provider: ResolvedProvider,
    ticket: Awaited<ReturnType<AiServices['quotas']['reserve']>>,
  ) {
    const template = await templateFor(db, p.tenantId, templateName);
    const messages: ChatMessage[] = [
      ...(template ? [{ role: 'system' as const, content: template.body }] : []),
      // Screened-out messages and their safe answers never go to the model.
      ...history
        .filter((m) => m.risk === null && m.status !== 'safety')
        .slice(-HISTORY)
        .map((m) => ({ role: m.role, content: m.content })),
    ];
    const started = performance.now();
    const { sse, signal } = openEventStream(reply);
    const outcome = await runGeneration({
      client: ai.providers.client(provider),
      model: provider.model,
      apiKey: provider.apiKey,
      echoErrors: provider.source === 'platform',
      messages,
      signal,
      sse,
    });
    try {
      if (outcome.text || outcome.status === 'done')
        await chatStore(db, p).add(db, conversationId, {
          role: 'assistant',
          content: outcome.text,
          status: outcome.status === 'aborted' ? 'stopped' : outcome.status,
        });
    } finally {
      sse.end();
      ai.quotas.finish(ticket, outcome.status, outcome.usage, performance.now() - started);
    }
  }
}

const usageTool = (kind: string) => (kind === 'lama' ? 'lama-chat' : 'chat');

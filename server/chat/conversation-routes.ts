// A user's own conversations under one mount (server/chat/mounts.ts): list and search, create,
// rename, choose the template (or the open model), delete. Answers: answer-routes.ts.
import type { App } from '../schemas/app.ts';
import { Type } from '@sinclair/typebox';
import type { AiServices } from '../ai/services.ts';
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../auth/principal.ts';
import { badRequest, invalidField } from '../errors.ts';
import { replies } from '../schemas/replies.ts';
import { chatStore, conversationView, messageView } from './store.ts';
import { chatTemplates, templateFor } from './templates.ts';
import { tutorCourse } from './tutor.ts';
import { checkModel } from './lama.ts';
import type { ChatMount } from './mounts.ts';
import { attachmentViews } from './attachments.ts';
import * as S from './schemas.ts';

/** A new tutor conversation guides rather than answers (docs/ai-chat.md). */
const TUTOR_TEMPLATE = 'chat/Socratic tutor';

export function conversationRoutes(app: App, ai: AiServices, { kind, base, uiPath }: ChatMount) {
  const db = app.database.db;
  const access = { access: 'authenticated', uiPath };
  const store = (req: FastifyRequest) => chatStore(db, req.tenant!, req.principal!, kind);

  app.get(
    base,
    { config: access, schema: { querystring: S.ListQuery, response: replies({ 200: S.ConversationList }) } },
    async (req) => ({
      rows: (await store(req).list(req.query.q, req.query.courseId)).map(conversationView),
    }),
  );

  app.post(
    base,
    { config: access, schema: { body: S.CreateBody, response: replies({ 201: S.Conversation }) } },
    async (req, reply) => {
      const p = req.principal!;
      const { courseId, model } = req.body;
      if ((kind === 'tutor') !== (courseId !== undefined))
        throw invalidField('courseId', 'A tutor conversation needs its course, and only a tutor conversation has one');
      if (model !== undefined && kind !== 'lama')
        throw invalidField('model', 'Only the open-model chat chooses a model');
      if (courseId !== undefined) await tutorCourse(db, req.tenant!, p, courseId);
      await checkModel(ai, p, model);
      await checkTemplate(p, req.body.templateName);
      const fallback = await templateFor(db, p.tenantId, kind === 'tutor' ? TUTOR_TEMPLATE : null);
      const name = req.body.templateName ?? fallback?.name ?? null;
      const row = await store(req).create(req.body.title, name, { courseId, model });
      return reply.status(201).send(conversationView(row));
    },
  );

  app.get(
    `${base}/:id`,
    { config: access, schema: { params: S.IdParams, response: replies({ 200: S.ConversationDetail }) } },
    async (req) => {
      const s = store(req);
      const conversation = conversationView(await s.get(req.params.id));
      const messages = (await s.messages(req.params.id)).map(messageView);
      return { conversation, messages, attachments: await attachmentViews(db, req.tenant!, req.params.id) };
    },
  );

  app.patch(
    `${base}/:id`,
    {
      config: access,
      schema: { params: S.IdParams, body: S.PatchBody, response: replies({ 200: S.Conversation }) },
    },
    async (req) => {
      const p = req.principal!;
      if (req.body.model !== undefined && kind !== 'lama')
        throw invalidField('model', 'Only the open-model chat chooses a model');
      await checkTemplate(p, req.body.templateName);
      await checkModel(ai, p, req.body.model);
      return conversationView(await store(req).update(req.params.id, req.body));
    },
  );

  app.delete(
    `${base}/:id`,
    { config: access, schema: { params: S.IdParams, response: replies({ 204: Type.Null() }) } },
    async (req, reply) => {
      await store(req).remove(req.params.id);
      return reply.status(204).send(null);
    },
  );

  async function checkTemplate(p: Principal, name: string | null | undefined) {
    if (!name) return;
    if (!(await chatTemplates(db, p.tenantId)).some((t) => t.name === name))
      throw badRequest(`There is no chat template called "${name}"`, 'validation_failed');
  }
}

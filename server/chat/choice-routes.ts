// What the chat pages offer to choose from (docs/ai-chat.md): the chat's prompt templates
// (GET /api/ai/chat/templates), the courses the tutor answers about for the caller
// (GET /api/ai/tutor/courses) and the models the school's model server lists (GET /api/ai/lama/models).
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { AiServices } from '../ai/services.ts';
import { replies } from '../schemas/replies.ts';
import { tutorCourses } from './tutor.ts';
import { lamaModels } from './lama.ts';
import { chatTemplates } from './templates.ts';
import { TemplateList } from './schemas.ts';

const CourseList = Type.Object({ rows: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String() })) });
const ModelList = Type.Object({
  configured: Type.Boolean(),
  provider: Type.String(),
  defaultModel: Type.String(),
  models: Type.Array(Type.String()),
  listed: Type.Boolean(),
});

export function choiceRoutes(app: FastifyInstance, ai: AiServices) {
  const db = app.database.db;
  app.get(
    '/api/ai/chat/templates',
    {
      config: { access: 'authenticated', uiPath: '/ai/chat' },
      schema: { response: replies({ 200: TemplateList }) },
    },
    async (req) => ({ rows: await chatTemplates(db, req.principal!.tenantId) }),
  );
  app.get(
    '/api/ai/tutor/courses',
    {
      config: { access: 'authenticated', uiPath: '/ai/ei-tutor' },
      schema: { response: replies({ 200: CourseList }) },
    },
    async (req) => ({ rows: await tutorCourses(db, req.tenant!, req.principal!) }),
  );
  app.get(
    '/api/ai/lama/models',
    {
      config: { access: 'authenticated', uiPath: '/ai/lama-chat' },
      schema: { response: replies({ 200: ModelList }) },
    },
    async (req) => lamaModels(ai, req.principal!),
  );
}

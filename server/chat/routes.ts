// The AI chat API (docs/ai-chat.md): conversations and streamed answers, on the teacher tools'
// providers, quotas and usage (server/ai/services.ts).
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { EXTRACT_MAX_BYTES } from '../ai/extract-text.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { aiServices } from '../ai/services.ts';
import { conversationRoutes } from './conversation-routes.ts';
import { answerRoutes } from './answer-routes.ts';
import { CHAT_MOUNTS } from './mounts.ts';
import { attachmentRoutes } from './attachments.ts';
import { chatLogRoutes } from './log-routes.ts';
import { insightsRoutes } from './insights-routes.ts';
import { chatInsightsRoutes } from './chat-insights-routes.ts';
import { retentionRoutes } from './retention-routes.ts';
import { templateRoutes } from './template-routes.ts';
import { choiceRoutes } from './choice-routes.ts';

export default async function chatApi(app: FastifyInstance, opts: { config: Config; database: Database }) {
  const ai = aiServices(opts.database.db, opts.config);
  // Encapsulated here, as the tools' extract-text route does (attached files).
  if (!app.hasContentTypeParser('multipart/form-data'))
    await app.register(multipart, { limits: { files: 1, fileSize: EXTRACT_MAX_BYTES, fields: 5, parts: 6 } });
  for (const mount of CHAT_MOUNTS) {
    conversationRoutes(app, ai, mount);
    answerRoutes(app, ai, mount);
    // the tutor answers from the course's lessons only
    if (mount.kind !== 'tutor') attachmentRoutes(app, ai, mount);
  }
  choiceRoutes(app, ai);
  chatLogRoutes(app);
  insightsRoutes(app);
  chatInsightsRoutes(app);
  retentionRoutes(app);
  templateRoutes(app);
}

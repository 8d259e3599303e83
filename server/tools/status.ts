// GET /api/tools/status: whether generation can work for the caller's school, and with what
// model, so pages can say plainly when nothing is configured. Never the key, never the URL.
import type { App } from '../schemas/app.ts';
import { replies } from '../schemas/replies.ts';
import { StatusReply } from './schemas.ts';
import type { AiServices } from '../ai/services.ts';
import { NOT_CONFIGURED_MESSAGE } from '../ai/not-configured.ts';

export function statusRoutes(app: App, ai: AiServices) {
  app.get(
    '/api/tools/status',
    { config: { access: 'teacher_tools.read' }, schema: { response: replies({ 200: StatusReply }) } },
    async (req) => {
      const provider = await ai.providers.resolve(req.principal!.tenantId);
      if (!provider) return { configured: false, message: NOT_CONFIGURED_MESSAGE };
      return { configured: true, source: provider.source, providerName: provider.providerName, model: provider.model };
    },
  );
}

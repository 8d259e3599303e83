// GET/PUT /api/ai/chat/retention: how many days the school keeps its students' chat conversations
// (null keeps them). Read by insights staff, set by those who edit the school's settings; shown on
// /ai/chat-log. The deleting is the chat-retention job's (retention.ts).
import type { App } from '../schemas/app.ts';
import { Type } from '@sinclair/typebox';
import { replies } from '../schemas/replies.ts';
import { recordAudit } from '../audit/record.ts';
import { retentionDays, setRetentionDays } from './retention.ts';

const Retention = Type.Object(
  { days: Type.Union([Type.Integer({ minimum: 1, maximum: 3650 }), Type.Null()]) },
  { additionalProperties: false },
);
const PATH = '/api/ai/chat/retention';

export function retentionRoutes(app: App) {
  const db = app.database.db;
  app.get(
    PATH,
    {
      config: { access: 'insights.read', uiPath: '/ai/chat-log' },
      schema: { response: replies({ 200: Retention }) },
    },
    async (req) => ({ days: await retentionDays(db, req.principal!.tenantId) }),
  );
  app.put(
    PATH,
    {
      config: { access: 'settings.update', uiPath: '/ai/chat-log' },
      schema: { body: Retention, response: replies({ 200: Retention }) },
    },
    async (req) => {
      const p = req.principal!;
      const before = await retentionDays(db, p.tenantId);
      await db.transaction().execute(async (trx) => {
        await setRetentionDays(trx, p.tenantId, req.body.days);
        await recordAudit(trx, p, {
          tenantId: p.tenantId,
          action: 'update',
          resource: 'chat_retention',
          recordId: String(p.tenantId),
          before: { days: before },
          after: { days: req.body.days },
        });
      });
      return { days: await retentionDays(db, p.tenantId) };
    },
  );
}

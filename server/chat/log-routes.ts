// The chat log (/ai/chat-log): who may read whose conversations. Administrators (and holders of
// insights.read) read every conversation of their school, teachers their own students' (the
// students they lead a section of, server/people/people-scope.ts), nobody another school's
// (the schema is the caller's own). Flagged conversations come first; every read of a student's
// conversation is audited. See docs/ai-chat.md.
import type { App } from '../schemas/app.ts';
import { sql } from 'kysely';
import { Type } from '@sinclair/typebox';
import type { Principal } from '../auth/principal.ts';
import type { Tenant } from '../db/tenant.ts';
import { replies } from '../schemas/replies.ts';
import { forbidden, notFound } from '../errors.ts';
import { recordAudit } from '../audit/record.ts';
import { holds } from '../listmodel/column-access.ts';
import { render } from '../listmodel/template.ts';
import { taughtStudent } from '../people/people-scope.ts';
import { auditContext } from '../ai/audit.ts';
import { Conversation, IdParams, Message } from './schemas.ts';
import { MSG_COLS, conversationView, messageView, type ConversationRow, type MessageRow } from './store.ts';

const access = { access: 'authenticated', uiPath: '/ai/chat-log' };
const LogQuery = Type.Object(
  { q: Type.Optional(Type.String({ maxLength: 200 })), flagged: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
const LogConversation = Type.Intersect([
  Conversation,
  Type.Object({ owner: Type.String(), ownerRole: Type.String(), messages: Type.Integer() }),
]);

interface LogRow extends ConversationRow {
  owner: string;
  role_name: string;
  message_count: number;
}
const logView = (r: LogRow) => ({
  ...conversationView(r),
  owner: r.owner,
  ownerRole: r.role_name,
  messages: r.message_count,
});

/** The conversations `p` may read, as SQL over chat_conversations c; refuses everyone else. */
function scope(p: Principal, t: Tenant) {
  if (holds(p, 'insights.read')) return sql`TRUE`;
  if (p.currentRole === 'teacher' && p.partyId !== null)
    return sql`c.role_name = 'student' AND ${render(taughtStudent('c.party_id'), auditContext(p, t))}`;
  throw forbidden("Only staff read others' chat conversations: teachers their students', administrators the school's");
}

export function chatLogRoutes(app: App) {
  const db = app.database.db;
  const from = (p: Principal, t: Tenant) =>
    sql`FROM ${t.table('chat_conversations')} c LEFT JOIN platform.app_users u ON u.user_id = c.user_id
      WHERE c.user_id <> ${p.userId} AND ${scope(p, t)}`;
  const cols = (t: Tenant) =>
    sql`SELECT c.id, c.title, c.template_name, c.kind, c.flagged, c.course_id, c.model, c.created_at, c.updated_at, c.role_name,
      coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email, 'Unknown') AS owner,
      (SELECT count(*)::int FROM ${t.table('chat_messages')} m WHERE m.conversation_id = c.id) AS message_count`;

  app.get(
    '/api/ai/chat-log',
    {
      config: access,
      schema: { querystring: LogQuery, response: replies({ 200: Type.Object({ rows: Type.Array(LogConversation) }) }) },
    },
    async (req) => {
      const p = req.principal!;
      const { q, flagged } = req.query;
      const like = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const res = await sql<LogRow>`${cols(req.tenant!)} ${from(p, req.tenant!)}
        ${flagged ? sql`AND c.flagged` : sql``}
        ${like ? sql`AND (c.title ILIKE ${like} OR u.email ILIKE ${like} OR (u.first_name || ' ' || u.last_name) ILIKE ${like})` : sql``}
        ORDER BY c.flagged DESC, c.updated_at DESC LIMIT 500`.execute(db);
      return { rows: res.rows.map(logView) };
    },
  );

  app.get(
    '/api/ai/chat-log/:id',
    {
      config: access,
      schema: {
        params: IdParams,
        response: replies({ 200: Type.Object({ conversation: LogConversation, messages: Type.Array(Message) }) }),
      },
    },
    async (req) => {
      const p = req.principal!;
      const row = (
        await sql<LogRow>`${cols(req.tenant!)} ${from(p, req.tenant!)} AND c.id = ${req.params.id}`.execute(db)
      ).rows[0];
      if (!row) throw notFound('No conversation with that id that you may read');
      const messages = await sql<MessageRow>`
        SELECT ${MSG_COLS} FROM ${req.tenant!.table('chat_messages')}
        WHERE conversation_id = ${req.params.id} ORDER BY id`.execute(db);
      if (row.role_name === 'student')
        await recordAudit(db, p, {
          tenantId: p.tenantId,
          action: 'read',
          resource: 'chat_conversations',
          recordId: req.params.id,
          after: { owner: row.owner, title: row.title },
        });
      return { conversation: logView(row), messages: messages.rows.map(messageView) };
    },
  );
}

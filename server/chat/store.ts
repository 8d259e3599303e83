// The conversations and messages of the chat, in the tenant's schema. Every function takes the
// principal and touches only that user's own conversations (the chat log reads others', with
// its own scope, in log-store.ts).
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';
import type { Principal } from '../auth/principal.ts';
import { notFound } from '../errors.ts';
import type { TutorSource } from './tutor.ts';
import type { ChatKind } from './mounts.ts';
import type { AttachmentRow } from './attachments.ts';

export interface ConversationRow {
  id: string;
  title: string;
  template_name: string | null;
  kind: string;
  flagged: boolean;
  course_id: number | null;
  model: string | null;
  created_at: string;
  updated_at: string;
}

export interface MessageRow {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  status: string;
  risk: string | null;
  /** the lesson passages a tutor's answer was grounded on (null outside the tutor) */
  sources: TutorSource[] | null;
  created_at: string;
}

/** A message to add: the defaults are status 'done', no risk, no sentiment, no sources. */
export interface NewMessage {
  role: 'user' | 'assistant';
  content: string;
  status?: string;
  risk?: string | null;
  sentiment?: number | null;
  sources?: TutorSource[] | null;
}

export const DEFAULT_TITLE = 'New conversation';
const CONV_COLS = sql`id, title, template_name, kind, flagged, course_id, model, created_at, updated_at`;
export const MSG_COLS = sql`id, role, content, status, risk, sources, created_at`;

export const conversationView = (r: ConversationRow) => ({
  id: Number(r.id),
  title: r.title,
  templateName: r.template_name,
  kind: r.kind,
  flagged: r.flagged,
  courseId: r.course_id,
  model: r.model,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

export const messageView = (m: MessageRow) => ({
  id: Number(m.id),
  role: m.role,
  content: m.content,
  status: m.status,
  flagged: m.risk !== null,
  sources: m.sources,
  createdAt: m.created_at,
});

const escapeLike = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `kind` narrows every read and write to one page's conversations (server/chat/mounts.ts). */
export function chatStore(db: Db, t: Tenant, p: Principal, kind?: ChatKind) {
  const s = t.ident;
  const ofKind = kind ? sql`AND kind = ${kind}` : sql``;
  return {
    async list(q?: string, courseId?: number) {
      const res = await sql<ConversationRow>`
        SELECT ${CONV_COLS} FROM ${s}.chat_conversations c
        WHERE user_id = ${p.userId} ${ofKind} ${courseId ? sql`AND course_id = ${courseId}` : sql``}
        ${q ? sql`AND (title ILIKE ${escapeLike(q)} OR EXISTS (SELECT 1 FROM ${s}.chat_messages m WHERE m.conversation_id = c.id AND m.content ILIKE ${escapeLike(q)}))` : sql``}
        ORDER BY updated_at DESC, id DESC LIMIT 200`.execute(db);
      return res.rows;
    },

    async get(id: string) {
      const res = await sql<ConversationRow>`
        SELECT ${CONV_COLS} FROM ${s}.chat_conversations WHERE id = ${id} AND user_id = ${p.userId} ${ofKind}`.execute(
        db,
      );
      if (!res.rows[0]) throw notFound('No conversation with that id among yours');
      return res.rows[0];
    },

    /**
     * What an answer needs, in one round trip: the conversation (404 when not the caller's), its
     * messages in order and its attached files (attachments.ts).
     */
    async context(id: string) {
      const res = await sql<ConversationRow & { messages: MessageRow[]; attachments: AttachmentRow[] }>`
        SELECT ${CONV_COLS},
          (SELECT coalesce(json_agg(m ORDER BY m.id::bigint), '[]') FROM (SELECT id::text AS id, role, content, status, risk,
            sources, created_at FROM ${s}.chat_messages WHERE conversation_id = c.id) m) AS messages,
          (SELECT coalesce(json_agg(a ORDER BY a.id::bigint), '[]') FROM (SELECT id::text AS id, file_name, text, chars
            FROM ${s}.chat_attachments WHERE conversation_id = c.id) a) AS attachments
        FROM ${s}.chat_conversations c WHERE id = ${id} AND user_id = ${p.userId} ${ofKind}`.execute(db);
      const row = res.rows[0];
      if (!row) throw notFound('No conversation with that id among yours');
      const { messages, attachments, ...conv } = row;
      return { conv: conv as ConversationRow, history: messages, attachments };
    },

    async messages(id: string) {
      const res = await sql<MessageRow>`
        SELECT ${MSG_COLS} FROM ${s}.chat_messages
        WHERE conversation_id = ${id} ORDER BY id`.execute(db);
      return res.rows;
    },

    async create(
      title: string | undefined,
      templateName: string | null,
      extra: { courseId?: number; model?: string } = {},
    ) {
      const res = await sql<ConversationRow>`
        INSERT INTO ${s}.chat_conversations (user_id, party_id, role_name, title, template_name, kind, course_id, model)
        VALUES (${p.userId}, ${p.partyId}, ${p.currentRole}, ${title ?? DEFAULT_TITLE}, ${templateName}, ${kind ?? 'chat'},
          ${extra.courseId ?? null}, ${extra.model ?? null})
        RETURNING ${CONV_COLS}`.execute(db);
      return res.rows[0];
    },

    async update(id: string, patch: { title?: string; templateName?: string | null; model?: string }) {
      const res = await sql<ConversationRow>`
        UPDATE ${s}.chat_conversations SET
          title = coalesce(${patch.title ?? null}, title),
          model = coalesce(${patch.model ?? null}, model),
          template_name = ${patch.templateName === undefined ? sql`template_name` : sql`${patch.templateName}`},
          updated_at = now()
        WHERE id = ${id} AND user_id = ${p.userId} ${ofKind} RETURNING ${CONV_COLS}`.execute(db);
      if (!res.rows[0]) throw notFound('No conversation with that id among yours');
      return res.rows[0];
    },

    async remove(id: string) {
      const res =
        await sql`DELETE FROM ${s}.chat_conversations WHERE id = ${id} AND user_id = ${p.userId} ${ofKind}`.execute(db);
      if (!Number(res.numAffectedRows ?? 0)) throw notFound('No conversation with that id among yours');
    },

    /**
     * Adds messages in order (a question and its answer); the first user message names an untitled
     * conversation. One statement, the conversation's update included: the embedded database runs
     * one statement at a time for the whole server, so each one an answer saves is a wait saved for
     * every other request (docs/ai-chat.md).
     */
    async addAll(trx: Db, id: string, ms: NewMessage[]) {
      const asked = ms.find((m) => m.role === 'user');
      const title = asked ? asked.content.replace(/\s+/g, ' ').trim().slice(0, 60) : null;
      const risky = ms.some((m) => m.risk != null);
      const rows = ms.map(
        (m) => sql`(${id}, ${m.role}, ${m.content}, ${m.status ?? 'done'}, ${m.risk ?? null}, ${m.sentiment ?? null},
          ${m.sources ? JSON.stringify(m.sources) : null}::jsonb)`,
      );
      const res = await sql<MessageRow>`
        WITH conv AS (UPDATE ${s}.chat_conversations SET updated_at = now(),
            flagged = flagged OR ${risky},
            title = CASE WHEN title = ${DEFAULT_TITLE} AND ${title}::text IS NOT NULL THEN ${title} ELSE title END
          WHERE id = ${id})
        INSERT INTO ${s}.chat_messages (conversation_id, role, content, status, risk, sentiment, sources)
        VALUES ${sql.join(rows)}
        RETURNING ${MSG_COLS}`.execute(trx);
      // RETURNING gives no order: the ids are in the order of the rows
      return res.rows.sort((a, b) => Number(a.id) - Number(b.id));
    },

    /** Removes the last answer (regenerate) and answers the history that is left. */
    async dropLastAnswer(id: string) {
      await sql`DELETE FROM ${s}.chat_messages WHERE id = (
        SELECT id FROM ${s}.chat_messages WHERE conversation_id = ${id} ORDER BY id DESC LIMIT 1) AND role = 'assistant'`.execute(
        db,
      );
    },
  };
}

// Files attached to a conversation (docs/ai-chat.md): the text is read as the tools read theirs
// (server/ai/extract-text.ts) and kept, not the file; every answer of the conversation gets the
// attached texts in its system message. A student's file passes the safety screen like a message:
// a risky one raises the alert, is refused (422 attachment_flagged) and never reaches the model.
import type { App } from '../schemas/app.ts';
import { sql } from 'kysely';
import { Type } from '@sinclair/typebox';
import type { AiServices } from '../ai/services.ts';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';
import { extractRequestFile } from '../ai/extract-text.ts';
import { conflict, notFound, unprocessable } from '../errors.ts';
import { replies } from '../schemas/replies.ts';
import { chatStore } from './store.ts';
import { insertAlert, notifyAlert } from './alerts.ts';
import { HELP_RESOURCES, screenMessage } from './screen.ts';
import { isStudent } from './safety.ts';
import type { ChatMount } from './mounts.ts';
import { Attachment, IdParams } from './schemas.ts';

/** Characters of one file's text kept, and files per conversation. */
export const ATTACHMENT_CHARS = 20_000;
const MAX_FILES = 5;

const AttachmentParams = Type.Object({ id: IdParams.properties.id, attachmentId: IdParams.properties.id });

export interface AttachmentRow {
  id: string;
  file_name: string;
  text: string;
  chars: number;
}
const view = (r: AttachmentRow) => ({
  id: Number(r.id),
  name: r.file_name,
  chars: r.chars,
  truncated: r.chars > r.text.length,
});

export async function attachmentsOf(db: Db, t: Tenant, conversationId: string) {
  const res = await sql<AttachmentRow>`SELECT id, file_name, text, chars FROM ${t.table('chat_attachments')}
    WHERE conversation_id = ${conversationId} ORDER BY id`.execute(db);
  return res.rows;
}
export const attachmentViews = async (db: Db, t: Tenant, id: string) => (await attachmentsOf(db, t, id)).map(view);

export function attachmentRoutes(app: App, ai: AiServices, { kind, base, uiPath }: ChatMount) {
  const db = app.database.db;
  const access = { access: 'authenticated', uiPath };
  app.post(
    `${base}/:id/attachments`,
    { config: access, schema: { params: IdParams, response: replies({ 201: Attachment }) } },
    async (req, reply) => {
      const p = req.principal!;
      const t = req.tenant!;
      const conv = await chatStore(db, t, p, kind).get(req.params.id);
      if ((await attachmentsOf(db, t, conv.id)).length >= MAX_FILES)
        throw conflict(`A conversation takes at most ${MAX_FILES} files; remove one first`);
      const got = await extractRequestFile(req);
      const file = { name: (got.name || 'file').slice(0, 255), text: got.text };
      if (isStudent(p)) {
        const provider = await ai.providers.resolve(p.tenantId);
        const verdict = await screenMessage(file.text, provider ? ai.providers.client(provider) : null);
        if (verdict.risk) {
          const category = verdict.risk;
          await insertAlert(db, t, p, {
            conversationId: conv.id,
            messageId: null,
            category,
            source: verdict.source ?? 'lexicon',
            excerpt: `${file.name}: ${file.text}`,
          });
          await notifyAlert(app, p, category);
          throw unprocessable(
            `This file was not attached: it contains something worrying, and your school's staff have been told so they can help. ${HELP_RESOURCES[0]}`,
            'attachment_flagged',
            { resources: HELP_RESOURCES },
          );
        }
      }
      const res = await sql<AttachmentRow>`
        INSERT INTO ${t.table('chat_attachments')} (conversation_id, file_name, text, chars)
        VALUES (${conv.id}, ${file.name}, ${file.text.slice(0, ATTACHMENT_CHARS)}, ${file.text.length})
        RETURNING id, file_name, text, chars`.execute(db);
      return reply.status(201).send(view(res.rows[0]));
    },
  );
  app.delete(
    `${base}/:id/attachments/:attachmentId`,
    { config: access, schema: { params: AttachmentParams, response: replies({ 204: Type.Null() }) } },
    async (req, reply) => {
      const conv = await chatStore(db, req.tenant!, req.principal!, kind).get(req.params.id);
      const res = await sql`DELETE FROM ${req.tenant!.table('chat_attachments')}
        WHERE id = ${req.params.attachmentId} AND conversation_id = ${conv.id}`.execute(db);
      if (!Number(res.numAffectedRows ?? 0)) throw notFound('No such file in this conversation');
      return reply.status(204).send(null);
    },
  );
}

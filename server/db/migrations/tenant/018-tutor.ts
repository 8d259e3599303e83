import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// The EI tutor and the open-model chat (docs/ai-chat.md): a tutor conversation belongs to one
// course, an open-model conversation names the model it talks to, and a tutor's answer keeps the
// lesson passages it was grounded on (an empty list: the lessons did not cover the question).
// A conversation's attached files keep only their extracted text (server/chat/attachments.ts).
export const tutor: Migration = {
  version: '018-tutor',
  async up(db, schema) {
    const s = sql.id(schema);
    await sql`
      ALTER TABLE ${s}.chat_conversations DROP CONSTRAINT chat_conversations_kind_check;
      ALTER TABLE ${s}.chat_conversations
        ADD CONSTRAINT chat_conversations_kind_check CHECK (kind IN ('chat', 'lama', 'tutor')),
        ADD COLUMN course_id integer REFERENCES ${s}.courses(id) ON DELETE CASCADE,
        ADD COLUMN model text,
        ADD CONSTRAINT chat_conversations_tutor_course CHECK ((kind = 'tutor') = (course_id IS NOT NULL));
      ALTER TABLE ${s}.chat_messages ADD COLUMN sources jsonb;
      CREATE INDEX chat_conversations_updated ON ${s}.chat_conversations (updated_at);
      CREATE TABLE ${s}.chat_attachments (
        id bigserial PRIMARY KEY,
        conversation_id bigint NOT NULL REFERENCES ${s}.chat_conversations(id) ON DELETE CASCADE,
        file_name text NOT NULL,
        text text NOT NULL,
        chars integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now());
      CREATE INDEX chat_attachments_conversation ON ${s}.chat_attachments (conversation_id, id);
    `.execute(db);
  },
};

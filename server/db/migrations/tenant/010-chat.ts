import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// AI chat (docs/ai-chat.md): each user's conversations and their messages, and the critical
// alerts raised by the safety screen on students' messages. An alert keeps its own excerpt and
// outlives the conversation, so deleting a conversation never hides an alarming message.
export const chat: Migration = {
  version: '010-chat',
  async up(db, schema) {
    const s = sql.id(schema);
    await sql`
      CREATE TABLE ${s}.chat_conversations (
        id bigserial PRIMARY KEY,
        user_id uuid NOT NULL,
        party_id integer,
        role_name text NOT NULL,
        title text NOT NULL DEFAULT 'New conversation',
        template_name text,
        kind text NOT NULL DEFAULT 'chat' CHECK (kind IN ('chat', 'lama')),
        flagged boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now());
      CREATE INDEX chat_conversations_user ON ${s}.chat_conversations (user_id, updated_at DESC);
      CREATE TABLE ${s}.chat_messages (
        id bigserial PRIMARY KEY,
        conversation_id bigint NOT NULL REFERENCES ${s}.chat_conversations(id) ON DELETE CASCADE,
        role text NOT NULL CHECK (role IN ('user', 'assistant')),
        content text NOT NULL,
        status text NOT NULL DEFAULT 'done' CHECK (status IN ('done', 'stopped', 'error', 'safety')),
        risk text,
        sentiment real,
        created_at timestamptz NOT NULL DEFAULT now());
      CREATE INDEX chat_messages_conversation ON ${s}.chat_messages (conversation_id, id);
      CREATE TABLE ${s}.chat_alerts (
        id bigserial PRIMARY KEY,
        conversation_id bigint REFERENCES ${s}.chat_conversations(id) ON DELETE SET NULL,
        message_id bigint REFERENCES ${s}.chat_messages(id) ON DELETE SET NULL,
        user_id uuid NOT NULL,
        party_id integer,
        category text NOT NULL CHECK (category IN ('self_harm', 'abuse', 'violence', 'bullying')),
        source text NOT NULL CHECK (source IN ('lexicon', 'moderation')),
        excerpt text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        acknowledged_at timestamptz,
        acknowledged_by uuid,
        notes text NOT NULL DEFAULT '');
      CREATE INDEX chat_alerts_open ON ${s}.chat_alerts (acknowledged_at NULLS FIRST, created_at DESC);
    `.execute(db);
  },
};

import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// Student AI rooms (docs/rooms.md, issue #33): a teacher opens one kind of AI help to one or more of
// its sections, inside a window (starts_at..ends_at) and, when periods are given, only during those
// class periods ([{ day: 1..7 (Monday 1), start: 'HH:MM', end: 'HH:MM' }] in time_zone). Each student
// has one conversation per room (a chat conversation of kind 'room', so the chat log, its
// visibility and audit rules and chat insights see it); the teacher's messages to one student or to
// all are room_notes; the model's after-room summary per student is room_summaries.
export const rooms: Migration = {
  version: '045-rooms',
  async up(db, schema) {
    const s = sql.id(schema);
    await sql`
      CREATE TABLE ${s}.rooms (
        id serial PRIMARY KEY,
        title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
        kind text NOT NULL CHECK (kind IN ('tutor', 'writing_coach', 'quiz_me', 'reading_adapter', 'custom')),
        instructions text NOT NULL DEFAULT '' CHECK (length(instructions) <= 4000),
        topics text NOT NULL DEFAULT '' CHECK (length(topics) <= 1000),
        may_give_answers boolean NOT NULL DEFAULT false,
        unit_id integer REFERENCES ${s}.content_elements(id) ON DELETE SET NULL,
        reading_grade text,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        periods jsonb NOT NULL DEFAULT '[]',
        time_zone text NOT NULL DEFAULT 'UTC',
        message_cap integer NOT NULL DEFAULT 50 CHECK (message_cap BETWEEN 1 AND 1000),
        paused boolean NOT NULL DEFAULT false,
        ended_at timestamptz,
        created_by_party integer,
        created_by_user text NOT NULL,
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (ends_at > starts_at));
      CREATE TABLE ${s}.room_sections (
        room_id integer NOT NULL REFERENCES ${s}.rooms(id) ON DELETE CASCADE,
        section_id integer NOT NULL REFERENCES ${s}.sections(id) ON DELETE CASCADE,
        PRIMARY KEY (room_id, section_id));
      CREATE INDEX room_sections_section ON ${s}.room_sections (section_id);
      CREATE TABLE ${s}.room_notes (
        id bigserial PRIMARY KEY,
        room_id integer NOT NULL REFERENCES ${s}.rooms(id) ON DELETE CASCADE,
        to_party_id integer,
        author_user_id text NOT NULL,
        content text NOT NULL CHECK (length(content) BETWEEN 1 AND 2000),
        created_at timestamptz NOT NULL DEFAULT now());
      CREATE INDEX room_notes_room ON ${s}.room_notes (room_id, id);
      CREATE TABLE ${s}.room_summaries (
        room_id integer NOT NULL REFERENCES ${s}.rooms(id) ON DELETE CASCADE,
        party_id integer NOT NULL,
        summary text NOT NULL,
        model text NOT NULL,
        drafted_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (room_id, party_id));
      ALTER TABLE ${s}.chat_conversations DROP CONSTRAINT chat_conversations_kind_check;
      ALTER TABLE ${s}.chat_conversations DROP CONSTRAINT chat_conversations_tutor_course;
      ALTER TABLE ${s}.chat_conversations
        ADD CONSTRAINT chat_conversations_kind_check CHECK (kind IN ('chat', 'lama', 'tutor', 'room')),
        ADD COLUMN room_id integer REFERENCES ${s}.rooms(id) ON DELETE CASCADE,
        ADD CONSTRAINT chat_conversations_tutor_course CHECK (kind <> 'tutor' OR course_id IS NOT NULL),
        ADD CONSTRAINT chat_conversations_room CHECK ((kind = 'room') = (room_id IS NOT NULL));
      CREATE UNIQUE INDEX chat_conversations_room_user ON ${s}.chat_conversations (room_id, user_id)
        WHERE room_id IS NOT NULL;
    `.execute(db);
  },
};

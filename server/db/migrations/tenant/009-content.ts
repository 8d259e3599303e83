import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// Content elements: a course's (or one section's) ordered units and lessons, each a video link,
// text, a document of the file service or a link, with publish dates (server/content/content-elements.ts).
// Lesson transcripts: the text of a lesson, cut into chunks that keep their time in the lesson and
// are searched with PostgreSQL full-text search (server/transcripts/, docs/transcripts.md).
export const content: Migration = {
  version: '009-content',
  async up(db, schema) {
    const s = sql.id(schema);
    await sql`
      CREATE TABLE ${s}.content_elements (
        id serial PRIMARY KEY,
        course_id integer NOT NULL REFERENCES ${s}.courses(id) ON DELETE CASCADE,
        section_id integer REFERENCES ${s}.sections(id) ON DELETE CASCADE,
        element_type text NOT NULL CHECK (element_type IN ('unit', 'video', 'text', 'document', 'link')),
        title text NOT NULL,
        body text NOT NULL DEFAULT '',
        url text,
        file_path text,
        position integer NOT NULL DEFAULT 1,
        publish_at timestamptz,
        unpublish_at timestamptz,
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (unpublish_at IS NULL OR publish_at IS NULL OR unpublish_at > publish_at));
      CREATE INDEX content_elements_order ON ${s}.content_elements (course_id, section_id, position, id);
      CREATE TABLE ${s}.lesson_transcripts (
        id serial PRIMARY KEY,
        content_element_id integer REFERENCES ${s}.content_elements(id) ON DELETE SET NULL,
        title text NOT NULL,
        source_format text NOT NULL CHECK (source_format IN ('vtt', 'srt', 'text', 'docx', 'pdf')),
        file_name text NOT NULL DEFAULT '',
        language text NOT NULL DEFAULT 'english',
        chunk_count integer NOT NULL DEFAULT 0,
        created_by uuid,
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now());
      CREATE TABLE ${s}.transcript_chunks (
        id serial PRIMARY KEY,
        transcript_id integer NOT NULL REFERENCES ${s}.lesson_transcripts(id) ON DELETE CASCADE,
        seq integer NOT NULL,
        start_ms integer,
        end_ms integer,
        text text NOT NULL,
        tsv tsvector GENERATED ALWAYS AS (to_tsvector('english'::regconfig, text)) STORED,
        UNIQUE (transcript_id, seq));
      CREATE INDEX transcript_chunks_tsv ON ${s}.transcript_chunks USING gin (tsv);
    `.execute(db);
  },
};

import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// The EI tutor's vector retrieval (docs/ai-chat.md): one embedding per transcript chunk of a
// lesson and per passage of a text lesson's body, made by the lesson-embeddings job with the
// configured embedding model. Vectors are stored unit length as real[] (PGlite has no vector
// extension), so cosine similarity is their dot product, computed in SQL over one course's rows.
// source_md5 tells whether a row still matches what it was made from (a changed body is redone).
export const lessonEmbeddings: Migration = {
  version: '029-lesson-embeddings',
  async up(db, schema) {
    const s = sql.id(schema);
    await sql`
      CREATE TABLE ${s}.lesson_embeddings (
        id bigserial PRIMARY KEY,
        content_element_id integer NOT NULL REFERENCES ${s}.content_elements(id) ON DELETE CASCADE,
        chunk_id integer REFERENCES ${s}.transcript_chunks(id) ON DELETE CASCADE,
        seq integer NOT NULL,
        text text NOT NULL,
        model text NOT NULL,
        source_md5 text NOT NULL,
        embedding real[] NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now());
      CREATE INDEX lesson_embeddings_element ON ${s}.lesson_embeddings (content_element_id, model);
      CREATE UNIQUE INDEX lesson_embeddings_chunk ON ${s}.lesson_embeddings (chunk_id, model) WHERE chunk_id IS NOT NULL;
    `.execute(db);
  },
};

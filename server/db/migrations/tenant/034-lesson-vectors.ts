import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// pgvector for the tutor's retrieval by meaning (docs/ai-chat.md): where the database has the
// vector extension (PGlite loads it, server/db/database.ts; a PostgreSQL server when pgvector is
// installed), each embedding also gets a `vec` column of pgvector's type, made from the real[]
// column, so the ranking runs on pgvector's distance (server/chat/vector-search.ts). Without the
// extension nothing changes and retrieval keeps the dot product over real[].
export const lessonVectors: Migration = {
  version: '034-lesson-vectors',
  async up(db, schema) {
    // a failed CREATE EXTENSION (no rights) must not end the migration's transaction: the
    // exception block undoes only itself
    await sql`
      DO $$ BEGIN
        IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'vector') THEN
          BEGIN
            CREATE EXTENSION IF NOT EXISTS vector WITH SCHEMA public;
          EXCEPTION WHEN OTHERS THEN
            RAISE NOTICE 'pgvector not installed: %', SQLERRM;
          END;
        END IF;
      END $$`.execute(db);
    const has = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_extension WHERE extname = 'vector'`.execute(
      db,
    );
    if (!has.rows[0].n) return;
    await sql`ALTER TABLE ${sql.id(schema)}.lesson_embeddings
      ADD COLUMN vec public.vector GENERATED ALWAYS AS (embedding::public.vector) STORED`.execute(db);
  },
};

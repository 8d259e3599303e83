import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';

// The tutor's retrieval by meaning without pgvector (the embedded PostgreSQL server has none):
// each embedding also gets its unit vector as an array of `cube` values of up to 100 numbers
// (cube's limit), computed by the server from the real[] column. The ranking then runs on
// cube_distance, in C: for unit vectors cosine similarity = 1 - (sum of the parts' squared
// distances) / 2 (server/chat/vector-search.ts). 10,000 passages of 256 numbers rank in about
// 40 ms this way against 340 ms for the real[] dot product (docs/ai-chat.md). Skipped where the
// schema has pgvector's column (migration 034) or the server has no cube extension.
export const lessonCubes: Migration = {
  version: '036-lesson-cubes',
  async up(db, schema) {
    const has = await sql<{ vec: number; cube: number }>`SELECT
      (SELECT count(*)::int FROM information_schema.columns WHERE table_schema = ${schema}
        AND table_name = 'lesson_embeddings' AND column_name = 'vec') AS vec,
      (SELECT count(*)::int FROM pg_available_extensions WHERE name = 'cube') AS cube`.execute(db);
    if (has.rows[0].vec || !has.rows[0].cube) return;
    await sql`
      DO $$ BEGIN
        CREATE EXTENSION IF NOT EXISTS cube WITH SCHEMA public;
      EXCEPTION WHEN OTHERS THEN
        RAISE NOTICE 'cube not installed: %', SQLERRM;
      END $$`.execute(db);
    const ok = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_extension WHERE extname = 'cube'`.execute(db);
    if (!ok.rows[0].n) return;
    await sql`CREATE OR REPLACE FUNCTION public.lms_cube_parts(v real[]) RETURNS public.cube[]
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT array_agg(public.cube(v[i:least(i + 99, cardinality(v))]::float8[]) ORDER BY i)
        FROM generate_series(1, cardinality(v), 100) i $$`.execute(db);
    await sql`ALTER TABLE ${sql.id(schema)}.lesson_embeddings
      ADD COLUMN cubes public.cube[] GENERATED ALWAYS AS (public.lms_cube_parts(embedding)) STORED`.execute(db);
  },
};

// The tutor's retrieval by meaning (docs/ai-chat.md): the passages of a course's published
// lessons closest to a question's embedding, by cosine similarity over the stored unit vectors
// (tenant migrations 029-lesson-embeddings.ts, 034-lesson-vectors.ts, 036-lesson-cubes.ts), over the
// course's rows only: pgvector's cosine distance where the schema has its `vec` column, else the
// distances of its `cubes` (the embedded server), else the dot product of the real[] columns in SQL.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';
import { publishedNow } from '../transcripts/search.ts';
import { vectorLiteral, type Embedder } from '../transcripts/embeddings.ts';

export interface VectorHit {
  transcriptId: number | null;
  contentElementId: number;
  elementTitle: string;
  startMs: number | null;
  endMs: number | null;
  text: string;
  rank: number;
}

type Ranking = 'pgvector' | 'cube' | 'dot';
const rankings = new WeakMap<Db, Map<string, Promise<Ranking>>>();

/** Which column a tenant schema's embeddings rank on (looked up once per schema). */
export function rankingOf(db: Db, schema: string): Promise<Ranking> {
  let bySchema = rankings.get(db);
  if (!bySchema) rankings.set(db, (bySchema = new Map()));
  let found = bySchema.get(schema);
  if (!found) {
    found = sql<{ name: string }>`SELECT column_name AS name FROM information_schema.columns
      WHERE table_schema = ${schema} AND table_name = 'lesson_embeddings' AND column_name IN ('vec', 'cubes')`
      .execute(db)
      .then((r) => {
        const names = r.rows.map((c) => c.name);
        return names.includes('vec') ? 'pgvector' : names.includes('cubes') ? 'cube' : 'dot';
      });
    found.catch(() => bySchema.delete(schema));
    bySchema.set(schema, found);
  }
  return found;
}

export const hasPgvector = async (db: Db, schema: string) => (await rankingOf(db, schema)) === 'pgvector';

const PART = 100; // numbers per cube (the cube extension's limit)

/** For unit vectors, cosine similarity = 1 - |a - b|^2 / 2, the squared distance summed over the parts. */
function cubeSimilarity(vector: number[]) {
  const parts: number[][] = [];
  for (let i = 0; i < vector.length; i += PART) parts.push(vector.slice(i, i + PART));
  const squares = parts.map(
    (p, i) =>
      sql`power(public.cube_distance(le.cubes[${sql.lit(i + 1)}], public.cube(${vectorLiteral(p)}::float8[])), 2)`,
  );
  // rows of another length (the model's dimensions changed) do not match rather than fail
  return sql`(SELECT CASE WHEN cardinality(le.cubes) = ${parts.length}
    AND public.cube_dim(le.cubes[${sql.lit(parts.length)}]) = ${parts.at(-1)!.length}
    THEN 1 - (${sql.join(squares, sql` + `)}) / 2 END AS sim)`;
}

/** `t` is the caller's own tenant; passages below the embedder's minimum are left out. */
export async function searchByVector(
  db: Db,
  t: Tenant,
  courseId: number,
  e: Pick<Embedder, 'model' | 'minSimilarity'>,
  vector: number[],
  limit: number,
): Promise<VectorHit[]> {
  const s = t.ident;
  const literal = vectorLiteral(vector);
  // both are cosine similarity of unit vectors: pgvector's <=> is 1 - cosine
  const ranking = await rankingOf(db, t.schema);
  const similarity =
    ranking === 'pgvector'
      ? // rows of another length (the model's dimensions changed) do not match rather than fail
        sql`(SELECT CASE WHEN public.vector_dims(le.vec) = ${vector.length}
        THEN (1 - (le.vec OPERATOR(public.<=>) ${`[${vector.join(',')}]`}::public.vector))::float8 END AS sim)`
      : ranking === 'cube'
        ? cubeSimilarity(vector)
        : sql`(SELECT sum(a * b)::float8 AS sim FROM unnest(le.embedding, ${literal}::real[]) v(a, b))`;
  const r = await sql<VectorHit>`
    SELECT t.id AS "transcriptId", e.id AS "contentElementId", e.title AS "elementTitle",
      c.start_ms AS "startMs", c.end_ms AS "endMs", coalesce(c.text, le.text) AS text, m.sim AS rank
    FROM ${s}.lesson_embeddings le
      JOIN ${s}.content_elements e ON e.id = le.content_element_id
      LEFT JOIN ${s}.transcript_chunks c ON c.id = le.chunk_id
      LEFT JOIN ${s}.lesson_transcripts t ON t.id = c.transcript_id,
      LATERAL ${similarity} m
    WHERE e.course_id = ${courseId} AND le.model = ${e.model} AND ${publishedNow}
      AND CASE WHEN le.chunk_id IS NULL THEN e.element_type = 'text' AND le.source_md5 = md5(coalesce(e.body, ''))
        ELSE t.content_element_id = e.id END
      AND m.sim >= ${e.minSimilarity}
    ORDER BY m.sim DESC, le.id
    LIMIT ${limit}`.execute(db);
  return r.rows;
}

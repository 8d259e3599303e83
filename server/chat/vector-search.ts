// The tutor's retrieval by meaning (docs/ai-chat.md): the passages of a course's published
// lessons closest to a question's embedding, by cosine similarity over the stored unit vectors
// (tenant migration 029-lesson-embeddings.ts), computed in SQL over the course's rows only.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { publishedNow } from '../transcripts/search.ts';
import { vectorLiteral, type Embedder } from './embeddings.ts';

export interface VectorHit {
  transcriptId: number | null;
  contentElementId: number;
  elementTitle: string;
  startMs: number | null;
  endMs: number | null;
  text: string;
  rank: number;
}

/** `schema` is the caller's own tenant schema; passages below the embedder's minimum are left out. */
export async function searchByVector(
  db: Db,
  schema: string,
  courseId: number,
  e: Pick<Embedder, 'model' | 'minSimilarity'>,
  vector: number[],
  limit: number,
): Promise<VectorHit[]> {
  const s = sql.id(schema);
  const r = await sql<VectorHit>`
    SELECT t.id AS "transcriptId", e.id AS "contentElementId", e.title AS "elementTitle",
      c.start_ms AS "startMs", c.end_ms AS "endMs", coalesce(c.text, le.text) AS text, m.sim AS rank
    FROM ${s}.lesson_embeddings le
      JOIN ${s}.content_elements e ON e.id = le.content_element_id
      LEFT JOIN ${s}.transcript_chunks c ON c.id = le.chunk_id
      LEFT JOIN ${s}.lesson_transcripts t ON t.id = c.transcript_id,
      LATERAL (SELECT sum(a * b)::float8 AS sim FROM unnest(le.embedding, ${vectorLiteral(vector)}::real[]) v(a, b)) m
    WHERE e.course_id = ${courseId} AND le.model = ${e.model} AND ${publishedNow}
      AND CASE WHEN le.chunk_id IS NULL THEN e.element_type = 'text' AND le.source_md5 = md5(coalesce(e.body, ''))
        ELSE t.content_element_id = e.id END
      AND m.sim >= ${e.minSimilarity}
    ORDER BY m.sim DESC, le.id
    LIMIT ${limit}`.execute(db);
  return r.rows;
}

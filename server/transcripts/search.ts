// searchTranscripts: PostgreSQL full-text search over a tenant's lesson transcript chunks, ranked
// (ts_rank) with a highlighted snippet (ts_headline) and the chunk's time in the lesson. The
// /ei/lesson-transcripts page and the AI tutor both call it (docs/transcripts.md).
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';

export interface TranscriptHit {
  transcriptId: number;
  title: string;
  contentElementId: number | null;
  elementTitle: string | null;
  courseId: number | null;
  /** where the chunk starts in the lesson (null for text, .docx and .pdf transcripts) */
  startMs: number | null;
  endMs: number | null;
  /** the matching words wrapped in <b>…</b>; the rest of the text is escaped by the caller */
  snippet: string;
  /** the whole chunk, for the tutor's prompt */
  text: string;
  rank: number;
}

export interface SearchOptions {
  courseId?: number;
  limit?: number;
  /**
   * More words to match and rank by with the query's, for the tutor's follow-up questions
   * (the conversation's earlier questions, docs/ai-chat.md); same syntax as the query.
   */
  context?: string;
  /**
   * Only chunks of lessons published now (publish_at unset or past, unpublish_at unset or
   * future); the tutor's retrieval, never the staff's transcript search.
   */
  publishedOnly?: boolean;
}

const words = (text: string) => sql`websearch_to_tsquery('english', ${text})`;
/** The query's words or the context's (an empty side is left out: it would only log a notice). */
export const tsquery = (q: string, more: string) => (q && more ? sql`${words(q)} || ${words(more)}` : words(q || more));
/** The content element `e` is published now: its publish dates are unset or around now. */
export const publishedNow = sql`(e.publish_at IS NULL OR e.publish_at <= now())
  AND (e.unpublish_at IS NULL OR e.unpublish_at > now())`;

/** `t` is the signed-in user's own tenant. */
export async function searchTranscripts(
  db: Db,
  t: Tenant,
  query: string,
  { courseId, limit = 20, context = '', publishedOnly = false }: SearchOptions = {},
): Promise<TranscriptHit[]> {
  const q = query.trim().slice(0, 500);
  const more = context.trim().slice(0, 500);
  if (!q && !more) return [];
  const s = t.ident;
  const course = courseId === undefined ? sql`` : sql`AND e.course_id = ${courseId}`;
  const published = publishedOnly ? sql`AND e.id IS NOT NULL AND ${publishedNow}` : sql``;
  const r = await sql<TranscriptHit>`
    SELECT c.transcript_id AS "transcriptId", t.title, t.content_element_id AS "contentElementId",
      e.title AS "elementTitle", e.course_id AS "courseId", c.start_ms AS "startMs", c.end_ms AS "endMs",
      ts_headline('english', c.text, q, 'StartSel=<b>, StopSel=</b>, MaxWords=30, MinWords=12') AS snippet,
      c.text, ts_rank(c.tsv, q)::float8 AS rank
    FROM ${s}.transcript_chunks c
      JOIN ${s}.lesson_transcripts t ON t.id = c.transcript_id
      LEFT JOIN ${s}.content_elements e ON e.id = t.content_element_id,
      (SELECT ${tsquery(q, more)} AS q) words
    WHERE c.tsv @@ q ${course} ${published}
    ORDER BY rank DESC, c.transcript_id, c.seq
    LIMIT ${Math.min(Math.max(limit, 1), 100)}`.execute(db);
  return r.rows;
}

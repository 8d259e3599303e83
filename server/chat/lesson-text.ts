// The tutor's grounding on a course's content besides its transcripts (docs/ai-chat.md): the
// bodies of its published text lessons (content elements of type 'text'), searched with the same
// words as the transcripts; a hit's passage is the parts of the body around the matching words.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';
import { publishedNow, tsquery } from '../transcripts/search.ts';

export interface LessonTextHit {
  contentElementId: number;
  title: string;
  /** up to three fragments of the body around the matching words, joined with " … " */
  text: string;
  rank: number;
}

/** `t` is the caller's own tenant; `query` and `context` as searchTranscripts takes them. */
export async function searchLessonText(
  db: Db,
  t: Tenant,
  courseId: number,
  query: string,
  context: string,
  limit: number,
): Promise<LessonTextHit[]> {
  if (!query && !context) return [];
  const s = t.ident;
  const body = sql`to_tsvector('english', e.body)`;
  const r = await sql<LessonTextHit>`
    SELECT e.id AS "contentElementId", e.title,
      ts_headline('english', e.body, q,
        'StartSel="", StopSel="", MaxFragments=3, MaxWords=40, MinWords=15, FragmentDelimiter=" … "') AS text,
      ts_rank(${body}, q)::float8 AS rank
    FROM ${s}.content_elements e, (SELECT ${tsquery(query, context)} AS q) words
    WHERE e.course_id = ${courseId} AND e.element_type = 'text' AND ${publishedNow} AND ${body} @@ q
    ORDER BY rank DESC, e.position, e.id
    LIMIT ${limit}`.execute(db);
  return r.rows;
}

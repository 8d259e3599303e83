// The lesson-embeddings job (docs/ai-chat.md): embeds a lesson's transcript chunks and its text
// body's passages with the configured embedding model, for the tutor's vector retrieval
// (server/chat/vector-search.ts). Queued when a transcript is uploaded or a text lesson is written; the hourly
// run (or "run now" at /admin/job-schedules) catches up every school's lessons not yet embedded,
// e.g. after the model was first configured. Without an embedding model it does nothing.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { activeTenants } from '../db/active-tenants.ts';
import type { Tenant } from '../db/tenant.ts';
import { defineJob } from '../jobs/define.ts';
import { embedderFor, splitPassages, vectorLiteral, type Embedder } from './embeddings.ts';

export const LESSON_EMBEDDINGS_JOB = 'lesson-embeddings';

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

/** Embeds what is missing or out of date for one content element; answers how many passages. */
export async function embedElement(db: Db, e: Embedder, t: Tenant, elementId: number): Promise<number> {
  const s = t.ident;
  const el = (
    await sql<{ element_type: string; body: string | null; current: boolean }>`
    SELECT element_type, body, EXISTS (SELECT 1 FROM ${s}.lesson_embeddings le WHERE le.content_element_id = e.id
      AND le.chunk_id IS NULL AND le.model = ${e.model} AND le.source_md5 = md5(coalesce(e.body, ''))) AS current
    FROM ${s}.content_elements e WHERE e.id = ${elementId}`.execute(db)
  ).rows[0];
  if (!el) return 0;
  const chunks = (
    await sql<{ id: number; text: string }>`
    SELECT c.id, c.text FROM ${s}.transcript_chunks c JOIN ${s}.lesson_transcripts t ON t.id = c.transcript_id
    WHERE t.content_element_id = ${elementId} AND NOT EXISTS (
      SELECT 1 FROM ${s}.lesson_embeddings le WHERE le.chunk_id = c.id AND le.model = ${e.model})
    ORDER BY c.transcript_id, c.seq`.execute(db)
  ).rows;
  const body = el.element_type === 'text' ? (el.body ?? '').trim() : '';
  // a text lesson whose body changed since (or was emptied) is done again
  const redoBody = el.element_type === 'text' && !el.current;
  const passages = body && redoBody ? splitPassages(body) : [];
  if (!chunks.length && !redoBody) return 0;
  const vectors = (await e.embed([...chunks.map((c) => c.text), ...passages])).map(vectorLiteral);
  await db.transaction().execute(async (trx) => {
    // a changed (or emptied) body: its earlier passages go
    if (redoBody) {
      await sql`DELETE FROM ${s}.lesson_embeddings WHERE content_element_id = ${elementId} AND chunk_id IS NULL
        AND model = ${e.model}`.execute(trx);
    }
    const rows = [
      ...chunks.map((c, i) => ({ chunk: c.id as number | null, seq: i + 1, text: c.text, md5: md5(c.text) })),
      ...passages.map((p, i) => ({ chunk: null, seq: i + 1, text: p, md5: md5(el.body ?? '') })),
    ];
    if (!rows.length) return;
    await sql`INSERT INTO ${s}.lesson_embeddings (content_element_id, chunk_id, seq, text, model, source_md5, embedding)
      SELECT ${elementId}, r.chunk, r.seq, r.text, ${e.model}, r.md5, r.v::real[]
      FROM unnest(${rows.map((r) => r.chunk)}::int[], ${rows.map((r) => r.seq)}::int[], ${rows.map((r) => r.text)}::text[],
        ${rows.map((r) => r.md5)}::text[], ${vectors}::text[]) AS r(chunk, seq, text, md5, v)
      ON CONFLICT (chunk_id, model) WHERE chunk_id IS NOT NULL DO NOTHING`.execute(trx);
  });
  return chunks.length + passages.length;
}

/** A school's lessons with a transcript chunk not embedded, or a text body changed since. */
async function staleElements(db: Db, model: string, t: Tenant): Promise<number[]> {
  const s = t.ident;
  const res = await sql<{ id: number }>`
    SELECT e.id FROM ${s}.content_elements e
    WHERE (e.element_type = 'text' AND coalesce(btrim(e.body), '') <> '' AND NOT EXISTS (
        SELECT 1 FROM ${s}.lesson_embeddings le WHERE le.content_element_id = e.id AND le.chunk_id IS NULL
          AND le.model = ${model} AND le.source_md5 = md5(e.body)))
      OR EXISTS (SELECT 1 FROM ${s}.lesson_transcripts t JOIN ${s}.transcript_chunks c ON c.transcript_id = t.id
        WHERE t.content_element_id = e.id AND NOT EXISTS (
          SELECT 1 FROM ${s}.lesson_embeddings le WHERE le.chunk_id = c.id AND le.model = ${model}))
    ORDER BY e.id`.execute(db);
  return res.rows.map((r) => r.id);
}

export const lessonEmbeddings = defineJob<{ schema?: string; contentElementId?: number; startedBy?: string }>({
  name: LESSON_EMBEDDINGS_JOB,
  title: "Embed lesson passages for the tutor's retrieval",
  cron: '25 * * * *',
  async run(data, { db, config }) {
    const e = embedderFor(config);
    if (!e) return;
    const tenants = await activeTenants(db);
    if (data.schema !== undefined && data.contentElementId !== undefined) {
      // one lesson of one school (the schema comes from the server that queued it; checked anyway)
      const one = tenants.find((t) => t.schema === data.schema);
      if (one) await embedElement(db, e, one, data.contentElementId);
      return;
    }
    for (const t of tenants) {
      for (const id of await staleElements(db, e.model, t)) await embedElement(db, e, t, id);
    }
  },
});

/** Queues one lesson's embeddings when an embedding model is configured (the caller's own schema). */
export async function queueLessonEmbeddings(
  send: (name: string, data: object) => Promise<string | null>,
  config: Parameters<typeof embedderFor>[0],
  schema: string,
  contentElementId: number | null,
) {
  if (contentElementId === null || !embedderFor(config)) return;
  await send(LESSON_EMBEDDINGS_JOB, { schema, contentElementId });
}

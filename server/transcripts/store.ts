// Stores a transcript and its chunks in one transaction (all or nothing), and checks the content
// element it is linked to.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';
import { invalidField } from '../errors.ts';
import type { Chunk } from './chunks.ts';
import type { SourceFormat } from './ingest.ts';

export interface NewTranscript {
  title: string;
  contentElementId: number | null;
  format: SourceFormat;
  fileName: string;
  chunks: Chunk[];
  createdBy: string | null;
}

export async function saveTranscript(db: Db, tenant: Tenant, t: NewTranscript): Promise<number> {
  const s = tenant.ident;
  return db.transaction().execute(async (trx) => {
    if (t.contentElementId !== null) {
      const el = await sql<{ id: number }>`
        SELECT id FROM ${s}.content_elements WHERE id = ${t.contentElementId}`.execute(trx);
      if (!el.rows.length) throw invalidField('content_element_id', 'No such content element');
    }
    const row = await sql<{ id: number }>`
      INSERT INTO ${s}.lesson_transcripts (content_element_id, title, source_format, file_name, chunk_count, created_by)
      VALUES (${t.contentElementId}, ${t.title}, ${t.format}, ${t.fileName}, ${t.chunks.length}, ${t.createdBy})
      RETURNING id`.execute(trx);
    const id = row.rows[0].id;
    await sql`INSERT INTO ${s}.transcript_chunks (transcript_id, seq, start_ms, end_ms, text)
      SELECT ${id}, c.seq, c.start_ms, c.end_ms, c.text
      FROM unnest(${t.chunks.map((_, i) => i + 1)}::int[], ${t.chunks.map((c) => c.startMs)}::int[],
        ${t.chunks.map((c) => c.endMs)}::int[], ${t.chunks.map((c) => c.text)}::text[]) AS c(seq, start_ms, end_ms, text)`.execute(
      trx,
    );
    return id;
  });
}

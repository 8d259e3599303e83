// #17 and #18: transcript search over the large school's 10,000 lesson chunks (bench/seed-large.ts).
// #17: GET /api/lesson-transcripts/search through the real server against the statement
// searchTranscripts sends, issued directly through pg. #18: the same retrieval called in process
// (as the AI tutor calls it: server/transcripts/search.ts over the app's Kysely pool) against the
// same statement directly.
import os from 'node:os';
import type { BenchResult } from './types.ts';
import pg from 'pg';
import { captureStatement, interleaved, largeDatabase, p50Figure, serve, tokenFor } from './helpers/large.ts';
import { LARGE_ADMIN, LARGE_SCHEMA } from './seed-large.ts';
import { openDatabase } from '../server/db/database.ts';
import { searchTranscripts } from '../server/transcripts/search.ts';
import { tenantBySchema } from '../server/db/tenant.ts';

const N = 200;
/** a phrase in a few hundred chunks, and one word in a fifth of them */
const QUERIES = ['photosynthesis oxygen', 'gravity'];

export default async function (): Promise<BenchResult[]> {
  const log = (s: string) => console.log(`  ${s}`);
  const { databaseUrl } = await largeDatabase(log);
  const out: BenchResult[] = [];
  const served = await serve({ DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: '4' });
  // the tutor's retrieval runs in process, on a pool like the server's
  const d = await openDatabase({ databaseUrl, dataDir: os.tmpdir(), databasePoolSize: 4 });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tenant = (await tenantBySchema(d.db, LARGE_SCHEMA))!;
    const token = await tokenFor(served.env, LARGE_ADMIN);
    for (const q of QUERIES) {
      const url = `${served.url}/api/lesson-transcripts/search?q=${encodeURIComponent(q)}`;
      const call = async () => {
        const r = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
        const body = (await r.json()) as { data: unknown[] };
        if (!r.ok) throw new Error(`search: HTTP ${r.status} ${JSON.stringify(body).slice(0, 300)}`);
        return body.data;
      };
      const hits = (await call()).length;
      if (!hits) throw new Error(`no hits for "${q}"`);
      const stmt = await captureStatement(databaseUrl, (db) => searchTranscripts(db, tenant, q));
      const matching = (
        await client.query(
          `SELECT count(*)::int AS c FROM ${LARGE_SCHEMA}.transcript_chunks WHERE tsv @@ websearch_to_tsquery('english', $1)`,
          [q],
        )
      ).rows[0].c as number;
      const [direct, http, inProcess] = await interleaved(N, [
        () => client.query(stmt.sql, stmt.parameters as unknown[]),
        call,
        () => searchTranscripts(d.db, tenant, q),
      ]);
      const note = `${hits} hits returned, ${matching} of 10,000 chunks match`;
      out.push(
        p50Figure(`#17 transcript search "${q}" through GET /api/lesson-transcripts/search`, http, direct, note),
        p50Figure(`#18 retrieval "${q}": searchTranscripts in process`, inProcess, direct, note),
      );
    }
    return out;
  } finally {
    await client.end();
    await d.close();
    await served.stop();
  }
}

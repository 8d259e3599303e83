// #17 and #18: transcript search over the large school's 10,000 lesson chunks (bench/seed-large.ts).
// #17: GET /api/lesson-transcripts/search through the real server against the statement
// searchTranscripts sends, issued directly through pg. #18: the same retrieval called in process
// (as the AI tutor calls it: server/transcripts/search.ts over the app's Kysely pool) against the
// same statement directly.
import os from 'node:os';
import type { BenchResult } from './types.ts';
import {
  captureStatement,
  directSamples,
  largeDatabase,
  p50Figure,
  samples,
  serve,
  tokenFor,
} from './helpers/large.ts';
import { LARGE_ADMIN, LARGE_SCHEMA } from './seed-large.ts';
import { openDatabase } from '../server/db/database.ts';
import { searchTranscripts } from '../server/transcripts/search.ts';

const N = 200;
/** a phrase in a few hundred chunks, and one word in a fifth of them */
const QUERIES = ['photosynthesis oxygen', 'gravity'];

export default async function (): Promise<BenchResult[]> {
  const log = (s: string) => console.log(`  ${s}`);
  const { databaseUrl } = await largeDatabase(log);
  const out: BenchResult[] = [];
  const served = await serve({ DATABASE_URL: databaseUrl, DATABASE_POOL_SIZE: '4' });
  try {
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
      const stmt = await captureStatement(databaseUrl, (db) => searchTranscripts(db, LARGE_SCHEMA, q));
      const direct = await directSamples(databaseUrl, stmt, N);
      const http = await samples(N, call);
      out.push(
        p50Figure(
          `#17 transcript search "${q}" through GET /api/lesson-transcripts/search`,
          http,
          direct,
          `${hits} hits returned of 10,000 chunks`,
        ),
      );
    }
    await served.stop();
    // #18: in process, as the tutor's retrieval runs, on a pool like the server's
    const d = await openDatabase({ databaseUrl, dataDir: os.tmpdir(), databasePoolSize: 4 });
    try {
      for (const q of QUERIES) {
        const stmt = await captureStatement(databaseUrl, (db) => searchTranscripts(db, LARGE_SCHEMA, q));
        const direct = await directSamples(databaseUrl, stmt, N);
        const ours = await samples(N, () => searchTranscripts(d.db, LARGE_SCHEMA, q));
        out.push(p50Figure(`#18 retrieval "${q}" via searchTranscripts in process`, ours, direct));
      }
    } finally {
      await d.close();
    }
    return out;
  } finally {
    await served.stop();
  }
}

// The embedded database (PGlite) as the app uses it, whether it runs on the main thread or in a
// worker (pglite-thread.ts). Its extensions are listed here only, so both places load the same.
import type { PGlite } from '@electric-sql/pglite';

/* eslint-disable @typescript-eslint/no-explicit-any */
export interface EmbeddedResult {
  rows: any[];
  affectedRows?: number;
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/** What the pool (pglite-pool.ts), the notifications (notify.ts) and the job engine call. */
export interface EmbeddedEngine {
  query(sql: string, params?: unknown[]): Promise<EmbeddedResult>;
  exec(sql: string): Promise<EmbeddedResult[]>;
  onNotification(cb: (channel: string, payload: string) => void): () => void;
  close(): Promise<void>;
}

/** Opens PGlite on `dir` with the app's extensions. */
export async function createPGlite(dir: string): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  // pgvector for the tutor's retrieval by meaning (tenant migration 034-lesson-vectors.ts)
  const { vector } = await import('@electric-sql/pglite-pgvector');
  return PGlite.create(dir, { extensions: { pg_trgm, vector } });
}

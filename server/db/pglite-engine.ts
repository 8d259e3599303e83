// The former embedded database (PGlite), kept only to read an old install's data folder and copy
// it to the embedded PostgreSQL server (pglite-import.ts). Its extensions are the ones the old
// installs were made with, so their schemas open.
import type { PGlite } from '@electric-sql/pglite';

/* eslint-disable @typescript-eslint/no-explicit-any */
export interface EmbeddedResult {
  rows: any[];
  affectedRows?: number;
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/** What the one-connection pool (pglite-pool.ts) calls. */
export interface EmbeddedEngine {
  query(sql: string, params?: unknown[]): Promise<EmbeddedResult>;
  exec(sql: string): Promise<EmbeddedResult[]>;
  close(): Promise<void>;
}

/** Opens PGlite on `dir` with the extensions old installs used. */
export async function createPGlite(dir: string): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  // pgvector for the tutor's retrieval by meaning (tenant migration 034-lesson-vectors.ts)
  const { vector } = await import('@electric-sql/pglite-pgvector');
  return PGlite.create(dir, { extensions: { pg_trgm, vector } });
}

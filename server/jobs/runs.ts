// Who started a job run and how far it got (platform.job_runs, docs/messaging.md); the engine
// (pg-boss, schema pgboss) keeps the job's own state, times and error.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** what a job's data may say about where it came from */
export interface RunOrigin {
  startedBy?: string | null;
  tenantId?: number | null;
}

/** remembers the tenant and the starter of a job (jobs queued without either need no row) */
export async function recordRun(db: Db, jobId: string, type: string, origin: RunOrigin) {
  if (!origin.startedBy && origin.tenantId == null) return;
  await sql`INSERT INTO platform.job_runs (job_id, job_type, tenant_id, started_by)
    VALUES (${jobId}, ${type}, ${origin.tenantId ?? null}, ${origin.startedBy ?? null})
    ON CONFLICT (job_id) DO NOTHING`.execute(db);
}

export class JobCancelled extends Error {
  constructor() {
    super('The job was cancelled');
  }
}

/** stores the percentage done; a run cancelled meanwhile stops here (JobCancelled) */
export async function reportProgress(db: Db, jobId: string, type: string, done: number, total: number) {
  const percent = total > 0 ? Math.min(100, Math.floor((done * 100) / total)) : 100;
  await sql`INSERT INTO platform.job_runs (job_id, job_type, progress) VALUES (${jobId}, ${type}, ${percent})
    ON CONFLICT (job_id) DO UPDATE SET progress = EXCLUDED.progress`.execute(db);
  const state = (await sql<{ state: string }>`SELECT state FROM pgboss.job WHERE id = ${jobId}`.execute(db)).rows[0]
    ?.state;
  if (state === 'cancelled') throw new JobCancelled();
}

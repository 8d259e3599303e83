// The one job engine: pg-boss over the app's database (the embedded server or DATABASE_URL), with
// its own small pool. Every server process runs workers; pg-boss
// claims each job with FOR UPDATE SKIP LOCKED, so a job runs on one of them once.
import { PgBoss, fromKysely, type JobResult } from 'pg-boss';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Db } from '../db/database.ts';
import type { JobContext, JobType } from './define.ts';
import { recordRun, reportProgress, type RunOrigin } from './runs.ts';

const WAKE_AFTER_MS = 500;

export interface SendOpts {
  startAfterSeconds?: number;
  /** the job's id, when the caller must store it with its work before the job exists */
  id?: string;
  /** queue inside this transaction: the job exists only if the transaction commits */
  trx?: Db;
}

export interface Jobs {
  /** queue a job; answers the job id */
  send(name: string, data: object, opts?: SendOpts): Promise<string | null>;
  /** set (or replace) a job type's cron schedule */
  schedule(name: string, cron: string): Promise<void>;
  unschedule(name: string): Promise<void>;
  /** this process's worker for `name` fetches now instead of at its next poll (after a commit) */
  wake(name: string, now?: boolean): void;
  boss: PgBoss;
  stop(): Promise<void>;
}

export async function startJobs(config: Config, database: Database, types: JobType[]): Promise<Jobs> {
  const cron = {
    cronMonitorIntervalSeconds: config.jobs.cronSeconds,
    cronWorkerIntervalSeconds: Math.min(5, config.jobs.cronSeconds),
  };
  const boss = new PgBoss({ connectionString: database.url, schema: 'pgboss', max: 4, ...cron });
  boss.on('error', (err) => console.warn(`[jobs] ${err.message}`));
  await boss.start();
  const send = async (name: string, data: object, opts: SendOpts = {}) => {
    const id = await boss.send(name, data, {
      ...(opts.startAfterSeconds ? { startAfter: opts.startAfterSeconds } : {}),
      ...(opts.id ? { id: opts.id } : {}),
      ...(opts.trx ? { db: fromKysely(opts.trx) } : {}),
    });
    if (id) await recordRun(opts.trx ?? database.db, id, name, data as RunOrigin);
    return id;
  };
  const workers = new Map<string, string>();
  const waking = new Set<string>();
  // each type's queue and worker side by side: one after the other they were ~40 round trips
  // before /api/health (issue #32: start-up)
  const setUp = async (type: JobType) => {
    const retry = type.retries?.(config) ?? { limit: 2, delaySeconds: 30 };
    const queue = { retryLimit: retry.limit, retryDelay: retry.delaySeconds, retryBackoff: true };
    if (await boss.getQueue(type.name)) await boss.updateQueue(type.name, queue);
    else await boss.createQueue(type.name, queue);
    // A batch per fetch, and the next fetch at once while batches come back full: one job per
    // polling interval would deliver one mail every JOBS_POLL_SECONDS (bench/messaging.bench.ts).
    // Each job still succeeds, fails and retries on its own (perJobResults).
    const workerId = await boss.work(
      type.name,
      {
        pollingIntervalSeconds: config.jobs.pollSeconds,
        includeMetadata: true,
        batchSize: 10,
        burstWhenBatchFull: true,
        perJobResults: true,
      },
      async (jobs) => {
        const contextOf = (job: (typeof jobs)[number]): JobContext => ({
          db: database.db,
          config,
          jobId: job.id,
          attempt: job.retryCount + 1,
          send,
          progress: (done, total) => reportProgress(database.db, job.id, type.name, done, total),
        });
        const resultOf = (job: (typeof jobs)[number], err: Error | null): JobResult => {
          if (!err) return { id: job.id, status: 'completed' };
          console.warn(`[jobs] ${type.name} ${job.id}: ${err.message}`);
          return { id: job.id, status: 'failed', output: { message: err.message } };
        };
        if (type.runBatch) {
          const errors = await type
            .runBatch(jobs.map((job) => ({ data: job.data as object, ctx: contextOf(job) })))
            .catch((err: Error) => jobs.map(() => err));
          return jobs.map((job, i) => resultOf(job, errors[i] ?? null));
        }
        const runOne = async (job: (typeof jobs)[number]): Promise<JobResult> => {
          try {
            await type.run(job.data as object, contextOf(job));
            return resultOf(job, null);
          } catch (err) {
            return resultOf(job, err as Error);
          }
        };
        const results: JobResult[] = [];
        if (type.parallel) results.push(...(await Promise.all(jobs.map(runOne))));
        else for (const job of jobs) results.push(await runOne(job));
        return results;
      },
    );
    workers.set(type.name, workerId);
  };
  await Promise.all(types.map(setUp));
  return {
    boss,
    send,
    schedule: (name, cron) => boss.schedule(name, cron, {}, { tz: 'UTC' }),
    unschedule: (name) => boss.unschedule(name),
    // coalesced: messages queued one call at a time are fetched in batches, not one fetch each
    wake: (name, now = false) => {
      const id = workers.get(name);
      if (id && now) return void boss.notifyWorker(id); // a full batch: no need to wait for more
      if (!id || waking.has(name)) return;
      waking.add(name);
      setTimeout(() => {
        waking.delete(name);
        boss.notifyWorker(id);
      }, WAKE_AFTER_MS).unref();
    },
    // wait for running handlers, so a restart does not cut a delivery in half
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}

// A job type, declared by the feature that owns it and listed in server/job-runner/catalogue.ts.
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { SendOpts } from './engine.ts';

export interface JobContext {
  db: Db;
  config: Config;
  /** the engine's id of this run */
  jobId: string;
  /** 1 on the first try */
  attempt: number;
  /** enqueue follow-up work */
  send(name: string, data: object, opts?: SendOpts): Promise<string | null>;
  /** report how far the run got (the batch-jobs screen shows it); throws when the run was cancelled */
  progress(done: number, total: number): Promise<void>;
}

export interface JobType<T extends object = object> {
  name: string;
  /** what the batch-jobs and schedulers screens call it */
  title: string;
  run(data: T, ctx: JobContext): Promise<void>;
  /**
   * runs the jobs of one fetched batch together (one statement for all of them instead of one
   * each); answers each job's error, or null when it succeeded. Used instead of `run` when given.
   */
  runBatch?(jobs: Array<{ data: T; ctx: JobContext }>): Promise<Array<Error | null>>;
  /** tries after the first failure, with exponential backoff from retryDelaySeconds */
  retries?: (config: Config) => { limit: number; delaySeconds: number };
  /** the jobs of one fetched batch run side by side instead of one after another (independent jobs) */
  parallel?: boolean;
  /** a default cron schedule (the schedulers screen may change or disable it) */
  cron?: string;
}

export const defineJob = <T extends object>(job: JobType<T>): JobType<T> => job;

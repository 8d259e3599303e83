// The delivery jobs of logged messages (docs/messaging.md, "Delivery rate"). A message's log row
// is committed first (sendNotification(s)); its deliver-notification job follows within GROUP_MS,
// one job for all rows committed meanwhile (up to MESSAGES_PER_JOB), so messages queued one call
// at a time do not each pay for a job of their own. A row is claimed by exactly one job: its
// job_id is set in the job's own transaction, only while it is still NULL. A row left without a
// job (the process died in between) is claimed by the sweep at start and every SWEEP_MS.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { SendOpts } from '../jobs/engine.ts';
import { DELIVER_NOTIFICATION } from './deliver-job.ts';

/** what queueing jobs needs of the app (a job passes its own context, server/jobs/define.ts) */
export interface JobHost {
  database: { db: Db };
  jobs: {
    send(name: string, data: object, opts?: SendOpts): Promise<string | null>;
    wake?(name: string, now?: boolean): void;
  };
}

/** how long a committed row waits for others to share its job */
const GROUP_MS = 100;
/** messages per delivery job: sent together over the pooled transport, each row marked on its own */
export const MESSAGES_PER_JOB = 100;
export const SWEEP_MS = 60_000;

export const chunks = <T>(xs: T[], n: number) =>
  Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, i * n + n));

/** creates the jobs of the rows among `ids` that have none yet, in one transaction; answers how many rows */
export async function queueJobs(host: JobHost, ids: number[]): Promise<number> {
  const queued = await host.database.db.transaction().execute(async (trx) => {
    let n = 0;
    for (const group of chunks(ids, MESSAGES_PER_JOB)) {
      const id = randomUUID();
      const claimed = (
        await sql<{ id: string }>`UPDATE platform.notification_log SET job_id = ${id}
          WHERE id = ANY(${group}) AND job_id IS NULL RETURNING id`.execute(trx)
      ).rows
        .map((r) => Number(r.id))
        .sort((a, b) => a - b);
      if (!claimed.length) continue;
      const data = claimed.length === 1 ? { logId: claimed[0] } : { logIds: claimed };
      await host.jobs.send(DELIVER_NOTIFICATION, data, { trx, id });
      n += claimed.length;
    }
    return n;
  });
  if (queued) host.jobs.wake?.(DELIVER_NOTIFICATION, true);
  return queued;
}

interface Pending {
  host: JobHost;
  ids: number[];
  timer?: NodeJS.Timeout;
  running?: Promise<void>;
}
// per engine (its send function is shared by the app and its jobs' contexts): API tests run apps
// side by side in one process
const pending = new WeakMap<JobHost['jobs']['send'], Pending>();

function run(p: Pending): Promise<void> {
  clearTimeout(p.timer);
  p.timer = undefined;
  const ids = p.ids.splice(0);
  p.running = queueJobs(p.host, ids)
    .then(() => undefined)
    .catch((err: Error) => console.warn(`[mail] delivery jobs not queued yet, left to the sweep: ${err.message}`))
    .finally(() => {
      p.running = undefined;
      schedule(p);
    });
  return p.running;
}

function schedule(p: Pending) {
  if (p.running || !p.ids.length) return;
  const full = p.ids.length >= MESSAGES_PER_JOB;
  if (p.timer && !full) return;
  clearTimeout(p.timer);
  p.timer = setTimeout(() => void run(p), full ? 0 : GROUP_MS);
}

/** the rows `ids` were committed: their jobs follow shortly, shared with rows committed meanwhile */
export function deliverSoon(host: JobHost, ids: number[]) {
  if (!ids.length) return;
  let p = pending.get(host.jobs.send);
  if (!p) pending.set(host.jobs.send, (p = { host, ids: [] }));
  p.ids.push(...ids);
  schedule(p);
}

/** at shutdown, before the engine stops: the jobs of every row committed so far */
export async function flushDeliveries(host: JobHost) {
  const p = pending.get(host.jobs.send);
  if (!p) return;
  await p.running;
  if (p.ids.length) await run(p);
}

/** gives every queued row still without a job one (after a crash between a commit and its job) */
export async function sweepDeliveries(host: JobHost) {
  // a bounded number of rounds: rows committed meanwhile are left to their own jobs or the next sweep
  for (let round = 0; round < 20; round++) {
    const ids = (
      await sql<{ id: string }>`SELECT id FROM platform.notification_log
        WHERE job_id IS NULL AND status = 'queued' ORDER BY id LIMIT 1000`.execute(host.database.db)
    ).rows.map((r) => Number(r.id));
    if (!ids.length) return;
    await queueJobs(host, ids);
  }
}

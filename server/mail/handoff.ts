// Messages just queued, kept in memory so the delivery job of this process sends them without
// reading their bodies back from the database (docs/messaging.md, "Delivery rate"). The job still
// claims the work (pg-boss, once) and the log row still says whether a message was sent; this is
// only a copy of what the row holds. Kept per database (API tests run several apps in one process,
// each with its own log ids) and checked against the row's Message-ID before use.
import type { Db } from '../db/database.ts';

export interface Rendered {
  subject: string;
  html: string;
  text: string;
  messageId: string;
}

/** enough for a few large batches; a job that runs elsewhere never takes its entries, so the oldest go */
const KEPT = 20_000;
const byDb = new WeakMap<Db, Map<number, Rendered>>();

export function handOver(db: Db, ids: number[], messages: Rendered[]) {
  let kept = byDb.get(db);
  if (!kept) byDb.set(db, (kept = new Map()));
  for (const [i, id] of ids.entries()) kept.set(id, messages[i]!);
  for (const id of kept.keys()) {
    if (kept.size <= KEPT) break;
    kept.delete(id);
  }
}

/** the rendered message of log row `id` when this process queued it (and takes it out) */
export function takeOver(db: Db, id: number, messageId: string): Rendered | undefined {
  const kept = byDb.get(db);
  const m = kept?.get(id);
  if (!m) return undefined;
  kept!.delete(id);
  return m.messageId === messageId ? m : undefined;
}

/** whether log row `id` is kept here (the job then leaves its body in the database) */
export const isKept = (db: Db, id: number) => byDb.get(db)?.has(id) ?? false;

// The writes of an import, file by file as the one pass reads them (import.ts), inside the
// caller's transaction: rows matched by sourcedId in batches of BATCH: a row that is new is inserted, one
// whose values differ is updated (version + 1), one that is equal is left alone, so importing the
// same bundle again changes nothing. The answer counts what was created, updated and deleted.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../db/tenant.ts';
import type { FileSpec } from './spec.ts';
import { ENROLLMENTS, TARGETS, type Target } from './targets.ts';
import { ENROLL_BATCH, EnrolmentIds, enrolmentUpsertSql } from './enrolments.ts';
import { rowsTable } from './rows-table.ts';
import type { RowOp } from './row-ops.ts';
import type { ErrorList } from './errors.ts';
import { attempt, rowProblem } from './conflicts.ts';

export const BATCH = 500;
export interface Counts {
  create: number;
  update: number;
  delete: number;
}
export type CountsByFile = Record<string, Counts>;

const registry = (schema: string) => (text: string) =>
  sql.raw(
    text
      .replaceAll('{org}', `coalesce((SELECT o.sourced_id FROM {t}.orgs o ORDER BY o.id LIMIT 1), '${schema}')`)
      .replaceAll('{t}', `"${schema}"`),
  );

export function upsertSql(
  t: Target,
  tenant: Tenant,
  rows: string[][],
): RawBuilder<{ created: number; updated: number }> {
  const q = registry(tenant.schema);
  const table = q(`{t}.${t.table}`);
  const cols = Object.keys(t.set);
  const touch = t.touch ? ', updated_at = now()' : '';
  const sets = q(cols.map((c) => `${c} = ${t.set[c]}`).join(', ') + touch);
  const now = q(`(${cols.map((c) => `x.${c}`).join(', ')})`);
  const next = q(`(${cols.map((c) => t.set[c]).join(', ')})`);
  const inserted = q(cols.map((c) => t.insert?.[c] ?? t.set[c]).join(', '));
  const guard = q(t.insertGuard ? ` AND ${t.insertGuard}` : '');
  return sql<{ created: number; updated: number }>`
    WITH v (${q(t.input.join(', '))}) AS (SELECT * FROM ${rowsTable(rows)}),
    upd AS (UPDATE ${table} x SET ${sets}, version = x.version + 1 FROM v
      WHERE x.sourced_id = v.sid AND ${now} IS DISTINCT FROM ${next} RETURNING 1),
    ins AS (INSERT INTO ${table} (sourced_id, ${q(cols.join(', '))}) SELECT v.sid, ${inserted} FROM v
      WHERE NOT EXISTS (SELECT 1 FROM ${table} x WHERE x.sourced_id = v.sid)${guard} RETURNING 1)
    SELECT (SELECT count(*)::int FROM upd) AS updated, (SELECT count(*)::int FROM ins) AS created`;
}

function deleteSql(t: Target, tenant: Tenant, ids: string[]) {
  const q = registry(tenant.schema);
  const d = t.dead!;
  const sets = q(
    Object.entries(d.set)
      .map(([c, e]) => `${c} = ${e}`)
      .join(', ') + (t.touch ? ', updated_at = now()' : ''),
  );
  return sql<{ n: number }>`WITH d AS (UPDATE ${q(`{t}.${t.table}`)} x SET ${sets}, version = x.version + 1
    WHERE x.sourced_id = ANY(${ids}::text[]) AND ${q(d.when)} RETURNING 1) SELECT count(*)::int AS n FROM d`;
}

/** A teacher's enrolment makes it the class's lead teacher (primary, or the class has none) or a co-teacher. */
async function teachers(trx: Db, tenant: Tenant, rows: string[][], dead: boolean): Promise<Counts> {
  const s = tenant.ident;
  const v = sql`${rowsTable(rows)} AS v (cls, usr, prim)`;
  const from = sql`${v} JOIN ${s}.sections sec ON sec.sourced_id = v.cls JOIN ${s}.parties p ON p.sourced_id = v.usr`;
  if (dead) {
    const co = await sql`DELETE FROM ${s}.section_teachers st USING ${from}
      WHERE st.section_id = sec.id AND st.teacher_party_id = p.party_id`.execute(trx);
    const lead = await sql`UPDATE ${s}.sections x SET teacher_party_id = NULL, version = x.version + 1 FROM ${from}
      WHERE x.id = sec.id AND x.teacher_party_id = p.party_id`.execute(trx);
    return { create: 0, update: 0, delete: Number(co.numAffectedRows ?? 0) + Number(lead.numAffectedRows ?? 0) };
  }
  // a class without a lead takes a non-primary teacher only when no primary one comes in this batch
  const lead = await sql`UPDATE ${s}.sections x SET teacher_party_id = p.party_id, version = x.version + 1 FROM ${from}
    WHERE x.id = sec.id AND x.teacher_party_id IS DISTINCT FROM p.party_id
      AND (v.prim = 'true' OR (x.teacher_party_id IS NULL
        AND NOT EXISTS (SELECT 1 FROM ${rowsTable(rows)} AS w (cls, usr, prim) WHERE w.cls = v.cls AND w.prim = 'true')))`.execute(
    trx,
  );
  const co = await sql`INSERT INTO ${s}.section_teachers (section_id, teacher_party_id)
    SELECT sec.id, p.party_id FROM ${from}
    WHERE v.prim <> 'true' AND sec.teacher_party_id IS DISTINCT FROM p.party_id
      AND NOT EXISTS (SELECT 1 FROM ${s}.sections l WHERE l.id = sec.id AND l.teacher_party_id = p.party_id)
    ON CONFLICT DO NOTHING`.execute(trx);
  return { create: Number(co.numAffectedRows ?? 0), update: Number(lead.numAffectedRows ?? 0), delete: 0 };
}

/**
 * The import's writes, one statement at a time on the transaction's connection, in the order they
 * were asked for, while the caller goes on reading and checking rows: a batch is written while the
 * next is read, and a file's last batch while the next file is read (docs/rostering.md, speed).
 */
export class WriteChain {
  private last: Promise<void> = Promise.resolve();
  /** waits for the job before (so at most two batches are held), then starts `job` */
  async run(job: () => Promise<void>) {
    await this.last;
    this.last = job();
    this.last.catch(() => undefined); // handled where it is awaited: the next run or settle
  }
  /** waits for every job; a failed one throws here or at the next run */
  settle() {
    return this.last;
  }
}

export interface FileWriter {
  /** a checked row's write (row-ops.ts), held until its batch is full */
  add(op: RowOp): void;
  /** hands what is waiting to the chain when a batch is full, or everything with `all` */
  flush(all?: boolean): Promise<void>;
}

interface Batches {
  live: string[][];
  /** the file's line of each `live` row */
  lines: number[];
  dead: string[];
  staff: string[][];
  staffDead: string[][];
}

/**
 * The writes of one file (counted in `c`), in batches; roles.csv writes nothing of its own. A batch
 * the database refuses is tried again row by row, and each refused row is added to `errors` at its
 * line (conflicts.ts).
 */
export function fileWriter(
  trx: Db,
  tenant: Tenant,
  spec: FileSpec,
  c: Counts,
  chain: WriteChain,
  errors: ErrorList,
): FileWriter {
  const waiting: Batches = { live: [], lines: [], dead: [], staff: [], staffDead: [] };
  const enrolments = spec.file === 'enrollments';
  if (spec.file === 'roles') return { add: () => undefined, flush: async () => undefined };
  const target = enrolments ? ENROLLMENTS : TARGETS[spec.file as keyof typeof TARGETS];
  const add = (n: Counts) => ((c.create += n.create), (c.update += n.update), (c.delete += n.delete));
  // students' enrolments go in larger batches of one INSERT ... ON CONFLICT each (enrolments.ts)
  const batch = enrolments ? ENROLL_BATCH : BATCH;
  const ids = new EnrolmentIds(trx, tenant);
  const upsert = async (rows: string[][]) => {
    const q = enrolments ? await enrolmentUpsertSql(tenant, rows, ids) : upsertSql(target, tenant, rows);
    return (await q.execute(trx)).rows[0];
  };
  const write = async (b: Batches) => {
    if (b.live.length) {
      const r = await attempt(trx, () => upsert(b.live));
      if (r.ok) add({ create: r.value.created, update: r.value.updated, delete: 0 });
      const before = errors.items.length;
      for (let i = 0; !r.ok && i < b.live.length && !errors.full; i++) {
        const one = await attempt(trx, () => upsert([b.live[i]]));
        if (one.ok) continue;
        const { field, message } = rowProblem(one.error);
        errors.add(`${spec.file}.csv`, b.lines[i], field, message);
      }
      // never a silent gap: a batch refused whole with no row to blame still refuses the import
      if (!r.ok && errors.items.length === before) errors.add(`${spec.file}.csv`, 0, '', rowProblem(r.error).message);
    }
    if (b.dead.length && target.dead)
      add({ create: 0, update: 0, delete: (await deleteSql(target, tenant, b.dead).execute(trx)).rows[0].n });
    if (b.staff.length) add(await teachers(trx, tenant, b.staff, false));
    if (b.staffDead.length) add(await teachers(trx, tenant, b.staffDead, true));
  };
  return {
    add(op) {
      if (op[0] === 'live') {
        waiting.live.push(op[1]);
        waiting.lines.push(op[2]);
      } else if (op[0] === 'dead') waiting.dead.push(op[1]);
      else waiting[op[0]].push(op[1]);
    },
    async flush(all = false) {
      const take = <T>(rows: T[], size: number) => (rows.length && (all || rows.length >= size) ? rows.splice(0) : []);
      const b: Batches = {
        lines: take(waiting.lines, batch),
        live: take(waiting.live, batch),
        dead: take(waiting.dead, BATCH),
        staff: take(waiting.staff, BATCH),
        staffDead: take(waiting.staffDead, BATCH),
      };
      if (b.live.length || b.dead.length || b.staff.length || b.staffDead.length) await chain.run(() => write(b));
    },
  };
}

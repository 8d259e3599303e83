// Pass 2 of an import: the checked bundle written in dependency order inside the caller's
// transaction, rows matched by sourcedId in batches of BATCH: a row that is new is inserted, one
// whose values differ is updated (version + 1), one that is equal is left alone, so importing the
// same bundle again changes nothing. The answer counts what was created, updated and deleted.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.ts';
import type { ErrorList } from './errors.ts';
import { csvRows, type CsvRow } from './csv-rows.ts';
import { FILES } from './spec.ts';
import { ENROLLMENTS, TARGETS, type Target } from './targets.ts';
import { ENROLL_BATCH, enrolmentUpsertSql } from './enrolments.ts';
import type { Checked } from './validate.ts';

export const BATCH = 500;
export interface Counts {
  create: number;
  update: number;
  delete: number;
}
export type CountsByFile = Record<string, Counts>;

const valuesList = (rows: string[][]) => sql.join(rows.map((r) => sql`(${sql.join(r.map((v) => sql`${v}::text`))})`));

const registry = (schema: string) => (text: string) =>
  sql.raw(
    text
      .replaceAll('{org}', `coalesce((SELECT o.sourced_id FROM {t}.orgs o ORDER BY o.id LIMIT 1), '${schema}')`)
      .replaceAll('{t}', `"${schema}"`),
  );

function upsertSql(t: Target, schema: string, rows: string[][]): RawBuilder<{ created: number; updated: number }> {
  const q = registry(schema);
  const table = q(`{t}.${t.table}`);
  const cols = Object.keys(t.set);
  const touch = t.touch ? ', updated_at = now()' : '';
  const sets = q(cols.map((c) => `${c} = ${t.set[c]}`).join(', ') + touch);
  const now = q(`(${cols.map((c) => `x.${c}`).join(', ')})`);
  const next = q(`(${cols.map((c) => t.set[c]).join(', ')})`);
  const inserted = q(cols.map((c) => t.insert?.[c] ?? t.set[c]).join(', '));
  const guard = q(t.insertGuard ? ` AND ${t.insertGuard}` : '');
  return sql<{ created: number; updated: number }>`
    WITH v (${q(t.input.join(', '))}) AS (VALUES ${valuesList(rows)}),
    upd AS (UPDATE ${table} x SET ${sets}, version = x.version + 1 FROM v
      WHERE x.sourced_id = v.sid AND ${now} IS DISTINCT FROM ${next} RETURNING 1),
    ins AS (INSERT INTO ${table} (sourced_id, ${q(cols.join(', '))}) SELECT v.sid, ${inserted} FROM v
      WHERE NOT EXISTS (SELECT 1 FROM ${table} x WHERE x.sourced_id = v.sid)${guard} RETURNING 1)
    SELECT (SELECT count(*)::int FROM upd) AS updated, (SELECT count(*)::int FROM ins) AS created`;
}

function deleteSql(t: Target, schema: string, ids: string[]) {
  const q = registry(schema);
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
async function teachers(trx: Db, schema: string, rows: string[][], dead: boolean): Promise<Counts> {
  const s = sql.id(schema);
  const v = sql`(VALUES ${valuesList(rows)}) AS v (cls, usr, prim)`;
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
        AND NOT EXISTS (SELECT 1 FROM (VALUES ${valuesList(rows)}) AS w (cls, usr, prim) WHERE w.cls = v.cls AND w.prim = 'true')))`.execute(
    trx,
  );
  const co = await sql`INSERT INTO ${s}.section_teachers (section_id, teacher_party_id)
    SELECT sec.id, p.party_id FROM ${from}
    WHERE v.prim <> 'true' AND sec.teacher_party_id IS DISTINCT FROM p.party_id
      AND NOT EXISTS (SELECT 1 FROM ${s}.sections l WHERE l.id = sec.id AND l.teacher_party_id = p.party_id)
    ON CONFLICT DO NOTHING`.execute(trx);
  return { create: Number(co.numAffectedRows ?? 0), update: Number(lead.numAffectedRows ?? 0), delete: 0 };
}

export async function writeBundle(
  trx: Db,
  schema: string,
  dir: string,
  checked: Checked,
  errors: ErrorList,
): Promise<CountsByFile> {
  const counts: CountsByFile = {};
  for (const spec of FILES) {
    const c: Counts = (counts[`${spec.file}.csv`] = { create: 0, update: 0, delete: 0 });
    if (spec.file === 'roles') continue; // a user's role is written with the user (its kind and org)
    const target = spec.file === 'enrollments' ? ENROLLMENTS : TARGETS[spec.file as keyof typeof TARGETS];
    const live: string[][] = [];
    const dead: string[] = [];
    const staff: string[][] = [];
    const staffDead: string[][] = [];
    const add = (n: Counts) => ((c.create += n.create), (c.update += n.update), (c.delete += n.delete));
    // students' enrolments go in larger batches of one INSERT ... ON CONFLICT each (enrolments.ts)
    const enrolments = spec.file === 'enrollments';
    const batch = enrolments ? ENROLL_BATCH : BATCH;
    const upsert = (rows: string[][]) =>
      enrolments ? enrolmentUpsertSql(schema, rows) : upsertSql(target, schema, rows);
    const flush = async (all = false) => {
      if (live.length && (all || live.length >= batch)) {
        const r = (await upsert(live.splice(0)).execute(trx)).rows[0];
        add({ create: r.created, update: r.updated, delete: 0 });
      }
      if (dead.length && (all || dead.length >= BATCH) && target.dead)
        add({ create: 0, update: 0, delete: (await deleteSql(target, schema, dead.splice(0)).execute(trx)).rows[0].n });
      if (staff.length && (all || staff.length >= BATCH)) add(await teachers(trx, schema, staff.splice(0), false));
      if (staffDead.length && (all || staffDead.length >= BATCH))
        add(await teachers(trx, schema, staffDead.splice(0), true));
    };
    for await (const row of csvRows(dir, spec, errors)) {
      const gone = row.get('status') === 'tobedeleted';
      if (spec.file === 'enrollments' && row.get('role') !== 'student') {
        if (checked.roles.get(row.get('userSourcedId'))?.kind !== 'teacher') continue;
        (gone ? staffDead : staff).push([row.get('classSourcedId'), row.get('userSourcedId'), row.get('primary')]);
      } else if (gone) dead.push(row.get('sourcedId'));
      else live.push(target.values(row as CsvRow, checked.roles));
      await flush();
    }
    await flush(true);
  }
  return counts;
}

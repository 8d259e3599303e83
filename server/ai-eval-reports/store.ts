// The stored evaluation reports (platform.ai_eval_reports): read a page of them or the latest per
// model, add one (an identical report of the same model and date is not stored twice), delete
// one. Each change is audited in its own transaction, under no tenant (the reports are the
// platform's).
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Principal } from '../auth/principal.ts';
import { recordAudit } from '../audit/record.ts';
import type { EvalReportBody, EvalReportRowBody } from '../../src/shared/eval-report.ts';

const RESOURCE = 'ai_eval_reports';

function rows(db: Db) {
  return db
    .selectFrom('platform.ai_eval_reports')
    .select([
      'id',
      'model',
      sql<string>`to_char(run_date, 'YYYY-MM-DD')`.as('runDate'),
      'uploaded_by_email',
      'uploaded_at',
      'report',
    ]);
}

type Stored = Awaited<ReturnType<ReturnType<typeof rows>['execute']>>[number];

const view = (r: Stored): EvalReportRowBody => ({
  id: r.id,
  model: r.model,
  runDate: r.runDate,
  uploadedBy: r.uploaded_by_email,
  uploadedAt: new Date(r.uploaded_at).toISOString(),
  report: r.report as unknown as EvalReportBody,
});

export async function countReports(db: Db): Promise<number> {
  const r = await db
    .selectFrom('platform.ai_eval_reports')
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirst();
  return r?.n ?? 0;
}

/** Newest run first (then newest upload), `limit` from `offset`. */
export async function listReports(db: Db, limit: number, offset: number): Promise<EvalReportRowBody[]> {
  const r = await rows(db).orderBy('run_date', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
  return r.map(view);
}

/** Each model's newest run (its last upload when one date has several), by model name. */
export async function latestPerModel(db: Db): Promise<EvalReportRowBody[]> {
  const r = await rows(db)
    .distinctOn('model')
    .orderBy('model')
    .orderBy('run_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return r.map(view);
}

/** Stores the report; answers the row and whether it is new (false: the same report was there). */
export async function addReport(
  db: Db,
  p: Principal,
  report: EvalReportBody,
): Promise<{ row: EvalReportRowBody; created: boolean }> {
  const json = JSON.stringify(report);
  return db.transaction().execute(async (trx) => {
    const same = await rows(trx)
      .where('model', '=', report.model)
      .where(sql<boolean>`run_date = ${report.date}::date AND report = ${json}::jsonb`)
      .orderBy('id')
      .executeTakeFirst();
    if (same) return { row: view(same), created: false };
    const { id } = await trx
      .insertInto('platform.ai_eval_reports')
      .values({
        model: report.model,
        run_date: report.date,
        report: json,
        uploaded_by: p.userId,
        uploaded_by_email: p.email,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const summary = { model: report.model, run_date: report.date, tools: report.tools.length };
    await recordAudit(trx, p, { tenantId: null, action: 'create', resource: RESOURCE, recordId: id, after: summary });
    const row = await rows(trx).where('id', '=', id).executeTakeFirstOrThrow();
    return { row: view(row), created: true };
  });
}

/** Deletes the report; false when there is none with this id. */
export async function deleteReport(db: Db, p: Principal, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom('platform.ai_eval_reports')
      .where('id', '=', id)
      .returning(['id', 'model', sql<string>`to_char(run_date, 'YYYY-MM-DD')`.as('run_date')])
      .executeTakeFirst();
    if (!gone) return false;
    const before = { model: gone.model, run_date: gone.run_date };
    await recordAudit(trx, p, { tenantId: null, action: 'delete', resource: RESOURCE, recordId: id, before });
    return true;
  });
}

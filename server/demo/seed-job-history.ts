// Demo history of /admin/batch-jobs: the runs a school in its second month has behind it, so the
// page is not empty on a first start. Each demo school's administrator issued a grade's transcripts
// (docs/records.md) some days ago, and the nightly usage roll-up ran the last three nights (the
// operators see every run). The rows are written as finished runs in the job engine's own table
// (nothing runs again), kept by the engine until deleted (deletion_seconds 0). Runs once per data
// dir, when the engine has started (its schema exists then) and only where the demo was seeded.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { tenantFor } from '../db/tenant.ts';
import { GRADE_TRANSCRIPTS_JOB } from '../records/grade-transcripts-job.ts';
import { usageRollup } from '../jobs/usage-rollup.ts';

const VERSION = 'jobs-1';

async function finishedRun(
  db: Db,
  run: { name: string; data: object; daysAgo: number; seconds: number; tenantId?: number; startedBy?: string },
) {
  const created = sql`now() - make_interval(days => ${run.daysAgo})`;
  const id = (
    await sql<{ id: string }>`INSERT INTO pgboss.job (name, data, state, created_on, start_after, started_on,
        completed_on, deletion_seconds, output)
      VALUES (${run.name}, ${JSON.stringify(run.data)}::jsonb, 'completed', ${created}, ${created},
        ${created} + interval '2 seconds', ${created} + make_interval(secs => ${run.seconds}), 0, NULL)
      RETURNING id`.execute(db)
  ).rows[0].id;
  if (run.tenantId !== undefined || run.startedBy) {
    await sql`INSERT INTO platform.job_runs (job_id, job_type, tenant_id, started_by, progress)
      VALUES (${id}, ${run.name}, ${run.tenantId ?? null}, ${run.startedBy ?? null}, 100)`.execute(db);
  }
}

export async function seedJobHistory(db: Db) {
  const ledger = await sql<{ scope: string }>`SELECT scope FROM platform.schema_migrations
    WHERE scope = 'platform:seed' OR (scope = 'platform:seed-jobs' AND version = ${VERSION})`.execute(db);
  const scopes = new Set(ledger.rows.map((r) => r.scope));
  if (!scopes.has('platform:seed') || scopes.has('platform:seed-jobs')) return;
  // each school's first administrator, and the grade level with the most students
  const schools = (
    await sql<{ tenant_id: number; schema: string; user_id: string }>`
      SELECT DISTINCT ON (u.tenant_id) u.tenant_id, t.config->>'schema_name' AS schema, u.user_id
      FROM platform.app_users u JOIN platform.tenants t ON t.id = u.tenant_id
      WHERE u.roles->'access' ? 'admin' AND t.config->>'schema_name' IS NOT NULL
      ORDER BY u.tenant_id, u.email`.execute(db)
  ).rows;
  await db.transaction().execute(async (trx) => {
    for (const [i, s] of schools.entries()) {
      const grade = (
        await sql<{
          id: number;
        }>`SELECT grade_level_id AS id FROM ${tenantFor(trx, { id: s.tenant_id, schema: s.schema }).table('parties')}
          WHERE kind = 'student' AND grade_level_id IS NOT NULL
          GROUP BY grade_level_id ORDER BY count(*) DESC, grade_level_id LIMIT 1`.execute(trx)
      ).rows[0];
      if (!grade) continue;
      const data = { tenantId: s.tenant_id, startedBy: s.user_id, gradeLevelId: grade.id };
      const run = { name: GRADE_TRANSCRIPTS_JOB, data, daysAgo: 6 + i, seconds: 14 };
      await finishedRun(trx, { ...run, tenantId: s.tenant_id, startedBy: s.user_id });
    }
    for (const night of [1, 2, 3])
      await finishedRun(trx, { name: usageRollup.name, data: {}, daysAgo: night, seconds: 3 });
    await sql`INSERT INTO platform.schema_migrations (scope, version) VALUES ('platform:seed-jobs', ${VERSION})`.execute(
      trx,
    );
  });
}

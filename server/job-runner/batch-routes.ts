// Batch jobs (/admin/batch-jobs): every run of a job type the server knows, with who started it,
// its state, progress, times and last error; retry a failed or cancelled run, cancel one that has
// not finished. Operators see every run; a school sees the runs started for it (platform.job_runs).
import type { App } from '../schemas/app.ts';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { conflict, notFound } from '../errors.ts';
import { replies } from '../schemas/replies.ts';
import { isOperator } from '../auth/operator.ts';
import type { Principal } from '../auth/principal.ts';
import { JOB_TYPES, jobType } from './catalogue.ts';

const READ = { access: 'batch_jobs.read', uiPath: '/admin/batch-jobs' };
const WRITE = { access: 'batch_jobs.update', uiPath: '/admin/batch-jobs' };
const params = Type.Object({
  id: Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' }),
});
const STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'];
const listQuery = Type.Object(
  {
    state: Type.Optional(Type.Unsafe<string>({ type: 'string', enum: STATES })),
    type: Type.Optional(Type.Unsafe<string>({ type: 'string', enum: JOB_TYPES.map((t) => t.name) })),
  },
  { additionalProperties: false },
);
const Run = Type.Object({
  id: Type.String(),
  type: Type.String(),
  title: Type.String(),
  state: Type.String(),
  progress: Type.Union([Type.Integer(), Type.Null()]),
  attempts: Type.Integer(),
  started_by: Type.Union([Type.String(), Type.Null()]),
  created_on: Type.String(),
  started_on: Type.Union([Type.String(), Type.Null()]),
  completed_on: Type.Union([Type.String(), Type.Null()]),
  error: Type.Union([Type.String(), Type.Null()]),
  /** a file the run left for its starter (the file service's path) */
  output_path: Type.Union([Type.String(), Type.Null()]),
});

interface Row {
  id: string;
  name: string;
  state: string;
  progress: number | null;
  retry_count: number;
  started_by: string | null;
  created_on: Date;
  started_on: Date | null;
  completed_on: Date | null;
  error: string | null;
  output_path: string | null;
}

// pg-boss answers how many jobs a command changed (its type declaration omits the field)
const affected = (res: object) => (res as { affected?: number }).affected ?? 0;

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

async function runs(app: App, p: Principal, where: { id?: string; state?: string; type?: string }) {
  const names = JOB_TYPES.map((t) => t.name);
  const rows = (
    await sql<Row>`SELECT j.id, j.name, j.state, j.retry_count, j.created_on, j.started_on, j.completed_on,
        CASE WHEN j.state = 'completed' THEN 100 ELSE r.progress END AS progress,
        CASE WHEN j.state IN ('failed', 'retry') THEN coalesce(j.output->>'message', j.output::text) END AS error,
        u.email AS started_by, r.output_path
      FROM pgboss.job j
      LEFT JOIN platform.job_runs r ON r.job_id = j.id
      LEFT JOIN platform.app_users u ON u.user_id = r.started_by
      WHERE j.name = ANY(${names}::text[])
        AND (${isOperator(p)} OR r.tenant_id = ${p.tenantId})
        AND (${where.id ?? null}::uuid IS NULL OR j.id = ${where.id ?? null}::uuid)
        AND (${where.state ?? null}::text IS NULL OR j.state::text = ${where.state ?? null})
        AND (${where.type ?? null}::text IS NULL OR j.name = ${where.type ?? null})
      ORDER BY j.created_on DESC, j.id LIMIT 200`.execute(app.database.db)
  ).rows;
  return rows.map((r) => ({
    id: r.id,
    type: r.name,
    title: jobType(r.name)?.title ?? r.name,
    state: r.state,
    progress: r.progress,
    attempts: r.retry_count + (r.state === 'created' ? 0 : 1),
    started_by: r.started_by,
    created_on: iso(r.created_on)!,
    started_on: iso(r.started_on),
    completed_on: iso(r.completed_on),
    error: r.error,
    output_path: r.output_path,
  }));
}

export default async function batchRoutes(app: App) {
  app.get(
    '/api/batch-jobs',
    {
      config: READ,
      schema: {
        querystring: listQuery,
        response: replies({
          200: Type.Object({
            rows: Type.Array(Run),
            /** every job type the server knows, for the page's filter */
            types: Type.Array(Type.Object({ name: Type.String(), title: Type.String() })),
          }),
        }),
      },
    },
    async (req) => ({
      rows: await runs(app, req.principal!, req.query),
      types: JOB_TYPES.map((t) => ({ name: t.name, title: t.title })).sort((a, b) => a.title.localeCompare(b.title)),
    }),
  );

  const one = async (p: Principal, id: string) => {
    const run = (await runs(app, p, { id }))[0];
    if (!run) throw notFound('No such job run');
    return run;
  };

  app.post(
    '/api/batch-jobs/:id/retry',
    { config: WRITE, schema: { params, response: replies({ 200: Run }) } },
    async (req) => {
      const run = await one(req.principal!, req.params.id);
      const boss = app.jobs.boss;
      const res =
        run.state === 'failed'
          ? await boss.retry(run.type, run.id)
          : run.state === 'cancelled'
            ? await boss.resume(run.type, run.id)
            : {};
      if (!affected(res))
        throw conflict(`This run is ${run.state}; only a failed or cancelled run can be retried`, 'not_retryable');
      return one(req.principal!, run.id);
    },
  );

  app.post(
    '/api/batch-jobs/:id/cancel',
    { config: WRITE, schema: { params, response: replies({ 200: Run }) } },
    async (req) => {
      const run = await one(req.principal!, req.params.id);
      const res = await app.jobs.boss.cancel(run.type, run.id);
      if (!affected(res)) throw conflict(`This run is ${run.state}; it can no longer be cancelled`, 'not_cancellable');
      return one(req.principal!, run.id);
    },
  );
}

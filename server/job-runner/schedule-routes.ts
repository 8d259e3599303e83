// Job schedules (platform.job_schedules, applied to the engine by syncSchedules): list with a
// plain-language description and the next five runs, change the cron or switch it on and off,
// run a job now. An expression that cannot be read is refused with the reason.
import type { App } from '../schemas/app.ts';
import { Type } from '@sinclair/typebox';
import { StringEnum } from '../schemas/string-enum.ts';
import { sql } from 'kysely';
import { ApiError, notFound, versionConflict } from '../errors.ts';
import { replies } from '../schemas/replies.ts';
import { recordAudit } from '../audit/record.ts';
import { JOB_TYPES, jobType } from './catalogue.ts';
import { readCron } from '../jobs/cron.ts';

const READ = { access: 'job_schedulers.read', uiPath: '/admin/job-schedulers' };
const WRITE = { access: 'job_schedulers.update', uiPath: '/admin/job-schedulers', operatorOnly: true as const };
const params = Type.Object({ name: StringEnum(JOB_TYPES.map((t) => t.name)) });
const Cron = Type.String({ minLength: 1, maxLength: 100 });
const Reading = Type.Object({
  description: Type.Optional(Type.String()),
  next: Type.Optional(Type.Array(Type.String())),
  error: Type.Optional(Type.String()),
});
const Schedule = Type.Object({
  name: Type.String(),
  title: Type.String(),
  cron: Type.String(),
  enabled: Type.Boolean(),
  version: Type.Integer(),
  reading: Reading,
});
const Update = Type.Object(
  { cron: Cron, enabled: Type.Boolean(), version: Type.Integer() },
  { additionalProperties: false },
);
interface Row {
  name: string;
  cron: string;
  enabled: boolean;
  version: number;
}

const invalidCron = (reason: string) => new ApiError(400, 'invalid_cron', reason, { fields: { cron: reason } });

const view = (r: Row) => ({ ...r, title: jobType(r.name)?.title ?? r.name, reading: readCron(r.cron) });

export default async function scheduleRoutes(app: App) {
  const db = app.database.db;
  app.get(
    '/api/job-schedules',
    { config: READ, schema: { response: replies({ 200: Type.Object({ rows: Type.Array(Schedule) }) }) } },
    async () => ({
      rows: (
        await sql<Row>`SELECT name, cron, enabled, version FROM platform.job_schedules ORDER BY name`.execute(db)
      ).rows.map(view),
    }),
  );

  app.post(
    '/api/job-schedules/preview',
    {
      config: READ,
      schema: {
        body: Type.Object({ cron: Cron }, { additionalProperties: false }),
        response: replies({ 200: Reading }),
      },
    },
    async (req) => {
      const r = readCron(req.body.cron);
      if ('error' in r) throw invalidCron(r.error);
      return r;
    },
  );

  app.put(
    '/api/job-schedules/:name',
    { config: WRITE, schema: { params, body: Update, response: replies({ 200: Schedule }) } },
    async (req) => {
      const r = readCron(req.body.cron);
      if ('error' in r) throw invalidCron(r.error);
      const after = await db.transaction().execute(async (trx) => {
        const before = (
          await sql<Row>`SELECT name, cron, enabled, version FROM platform.job_schedules
            WHERE name = ${req.params.name} FOR UPDATE`.execute(trx)
        ).rows[0];
        if (!before) throw notFound('This job has no schedule');
        if (before.version !== req.body.version) throw versionConflict('schedule', before, req.body.version);
        const row = (
          await sql<Row>`UPDATE platform.job_schedules SET cron = ${req.body.cron}, enabled = ${req.body.enabled},
            version = version + 1, updated_at = now() WHERE name = ${req.params.name}
            RETURNING name, cron, enabled, version`.execute(trx)
        ).rows[0]!;
        await recordAudit(trx, req.principal!, {
          tenantId: null,
          action: 'update',
          resource: 'job_schedules',
          recordId: row.name,
          before,
          after: row,
        });
        return row;
      });
      if (after.enabled) await app.jobs.schedule(after.name, after.cron);
      else await app.jobs.unschedule(after.name);
      return view(after);
    },
  );

  app.post(
    '/api/job-schedules/:name/run',
    {
      config: WRITE,
      schema: { params, response: replies({ 200: Type.Object({ jobId: Type.Union([Type.String(), Type.Null()]) }) }) },
    },
    async (req) => ({ jobId: await app.jobs.send(req.params.name, { startedBy: req.principal!.userId }) }),
  );
}

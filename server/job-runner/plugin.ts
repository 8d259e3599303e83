// Starts the job engine with the app and stops it first at shutdown: handlers already running are
// awaited, anything not finished stays in the engine's tables and another server (or this one
// after a restart) picks it up.
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { startJobs, type Jobs } from '../jobs/engine.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { JOB_TYPES } from './catalogue.ts';
import { closeMailTransports } from '../mail/transport.ts';
import { seedJobHistory } from '../demo/seed-job-history.ts';
import { flushDeliveries, sweepDeliveries, SWEEP_MS } from '../mail/delivery-jobs.ts';
import templateRoutes from '../mail/template-routes.ts';
import logRoutes from '../mail/log-routes.ts';
import scheduleRoutes from './schedule-routes.ts';
import batchRoutes from './batch-routes.ts';
import inboxRoutes from '../mail/inbox-routes.ts';
import passwordLinkRoutes from '../identity-admin/password-link-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** the job engine (server/jobs): enqueue work, change schedules */
    jobs: Jobs;
  }
}

/** applies platform.job_schedules to the engine (defaults from the catalogue on first start); one
 * insert, and the schedules side by side (issue #32: these waited one by one before /api/health) */
export async function syncSchedules(app: FastifyInstance) {
  const db = app.database.db;
  const defaults = JOB_TYPES.filter((t) => t.cron).map((t) => sql`(${t.name}, ${t.cron})`);
  if (defaults.length) {
    await sql`INSERT INTO platform.job_schedules (name, cron) VALUES ${sql.join(defaults)}
      ON CONFLICT (name) DO NOTHING`.execute(db);
  }
  const rows = (
    await sql<{ name: string; cron: string; enabled: boolean }>`
    SELECT name, cron, enabled FROM platform.job_schedules`.execute(db)
  ).rows;
  await Promise.all(rows.map((r) => (r.enabled ? app.jobs.schedule(r.name, r.cron) : app.jobs.unschedule(r.name))));
}

/** Starts the engine without waiting for it, so buildApp registers other plugins meanwhile; the
 * plugin below awaits it, and reports its failure (issue #32: start-up). */
export function startJobEngine(config: Config, database: Database): Promise<Jobs> {
  const starting = startJobs(config, database, JOB_TYPES);
  starting.catch(() => undefined); // not unhandled while the plugins before this one register
  return starting;
}

export default fp(async (app: FastifyInstance, opts: { starting?: Promise<Jobs> }) => {
  const jobs = await (opts.starting ?? startJobs(app.config, app.database, JOB_TYPES));
  app.decorate('jobs', jobs);
  await syncSchedules(app);
  // the demo's past runs, once the engine's tables exist (only where the demo was seeded)
  await seedJobHistory(app.database.db);
  // messages logged without their delivery job (a crash right after the commit) get one
  const sweep = () => sweepDeliveries(app).catch((err: Error) => console.warn(`[mail] sweep: ${err.message}`));
  await sweep();
  const sweeper = setInterval(() => void sweep(), SWEEP_MS).unref();
  await app.register(templateRoutes);
  await app.register(logRoutes);
  await app.register(scheduleRoutes);
  await app.register(batchRoutes);
  await app.register(inboxRoutes);
  await app.register(passwordLinkRoutes);
  app.addHook('preClose', async () => {
    clearInterval(sweeper);
    await flushDeliveries(app);
    await jobs.stop();
    closeMailTransports();
  });
});

// Every API feature registers here; each route declares config.access.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';

export async function apiRoutes(_app: FastifyInstance, _opts: { config: Config; database: Database }) {
  // feature routes are added here
  await _app.register((await import('../files/routes.ts')).default, { prefix: '/fs', config: _opts.config });
  await _app.register((await import('../listmodel/routes.ts')).default);
  await _app.register((await import('../resources/routes.ts')).default);
  await _app.register((await import('../access-matrix/routes.ts')).default);
  await _app.register((await import('../me/routes.ts')).default);
  await _app.register((await import('../tools/routes.ts')).default, { config: _opts.config, database: _opts.database });
  await _app.register((await import('../ai-admin/routes.ts')).default, { config: _opts.config, database: _opts.database });
  await _app.register((await import('../admin/routes.ts')).default, { config: _opts.config });
  await _app.register((await import('../curriculum/routes.ts')).default);
  await _app.register((await import('../catalogue/routes.ts')).default);
  await _app.register((await import('../tbl/routes.ts')).default);
  await _app.register((await import('../sky/routes.ts')).default);
  await _app.register((await import('../sky/import-routes.ts')).default);
  await _app.register((await import('../transcripts/routes.ts')).default);
  await _app.register((await import('../transcripts/edit-routes.ts')).default);
  await _app.register((await import('../chat/routes.ts')).default, { config: _opts.config, database: _opts.database });
  await _app.register((await import('../payments/routes.ts')).default, { config: _opts.config });
  await _app.register((await import('../my-profile/routes.ts')).default, { config: _opts.config });
  await _app.register((await import('../roster/routes.ts')).default);
  await _app.register((await import('../records/routes.ts')).default, { config: _opts.config });
  await _app.register((await import('../images/routes.ts')).default, { config: _opts.config });
  await _app.register((await import('../signup/routes.ts')).default);
  await _app.register((await import('../commerce/university-routes.ts')).default);
  await _app.register((await import('../commerce/tenant-course-links.ts')).default);
  await _app.register((await import('../classroom/routes.ts')).default);
}

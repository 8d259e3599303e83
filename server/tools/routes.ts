// The AI teacher tools API: generation (SSE), status, text extraction, exports, the question
// rotator and my collection. Administration (templates, providers, quotas) is in ai-admin.ts.
import type { App } from '../schemas/app.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { aiServices } from '../ai/services.ts';
import { generateRoutes } from './generate.ts';
import { statusRoutes } from './status.ts';
import { extractRoutes } from './extract.ts';
import { exportRoutes } from './export.ts';
import { rotatorRoutes } from './rotator.ts';
import { collectionRoutes } from './collection.ts';

export default async function toolRoutes(app: App, opts: { config: Config; database: Database }) {
  const ai = aiServices(opts.database.db, opts.config);
  ai.quotas.onError = (err) => app.log.error({ err }, 'writing AI usage failed');
  // limited requests are counted where every server sees them at once (docs/scaling.md)
  ai.quotas.useCounterStore(app.counters);
  // Usage rows are written in batches: write what is left before the database closes.
  app.addHook('preClose', async () =>
    ai.quotas.flush().catch((err) => app.log.error({ err }, 'writing AI usage failed')),
  );
  generateRoutes(app, ai);
  statusRoutes(app, ai);
  await extractRoutes(app);
  exportRoutes(app);
  rotatorRoutes(app, ai);
  collectionRoutes(app, opts.database.db);
}

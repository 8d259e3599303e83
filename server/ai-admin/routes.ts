// Administration of the AI teacher tools: prompt templates, model providers, quotas and usage.
import type { App } from '../schemas/app.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { aiServices } from '../ai/services.ts';
import { templateRoutes } from './templates.ts';
import { providerRoutes } from './providers.ts';
import { quotaRoutes } from './quotas.ts';

export default async function aiAdminRoutes(app: App, opts: { config: Config; database: Database }) {
  const ai = aiServices(opts.database.db, opts.config);
  templateRoutes(app, ai);
  providerRoutes(app, ai, opts.database.db);
  quotaRoutes(app, ai, opts.database.db);
}

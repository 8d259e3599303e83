// Opens the database, applies migrations, seeds the demo on first start, builds the app.
import type { Config } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateAll } from './db/migrate.ts';
import { seedDemo } from './demo/seed.ts';
import { buildApp } from './app.ts';

export async function startApp(config: Config, opts: { logger?: boolean | object; seed?: boolean } = {}) {
  const database = await openDatabase(config);
  try {
    await migrateAll(database.db);
    if (opts.seed !== false) {
      await seedDemo(database.db);
      await (await import('./demo/seed-document-files.ts')).seedDocumentFiles(config, database.db);
      await (await import('./demo/seed-person-photos.ts')).seedPersonPhotos(config, database.db);
    }
    const app = await buildApp({ config, database, logger: opts.logger });
    app.addHook('onClose', async () => database.close());
    return app;
  } catch (err) {
    await database.close();
    throw err;
  }
}

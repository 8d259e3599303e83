// Opens the database, applies migrations, seeds the demo on first start, builds the app.
import type { Config } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateAll } from './db/migrate.ts';
import { seedDemo } from './demo/seed.ts';
import { buildApp } from './app.ts';

export async function startApp(config: Config, opts: { logger?: boolean | object; seed?: boolean } = {}) {
  // how long each step took (wall and this process's CPU, ms), logged once the app is built
  // (issue #32: start-up under 2 s; on a loaded machine the CPU figure is the one to compare)
  const steps: Record<string, [number, number]> = {};
  let t = performance.now();
  let cpu = process.cpuUsage();
  const step = (name: string) => {
    const used = process.cpuUsage(cpu);
    steps[name] = [Math.round(performance.now() - t), Math.round((used.user + used.system) / 1000)];
    t = performance.now();
    cpu = process.cpuUsage();
  };
  const database = await openDatabase(config);
  step('database');
  try {
    await migrateAll(database.db);
    step('migrations');
    if (opts.seed !== false) {
      await seedDemo(database.db);
      step('seed');
      await (await import('./demo/seed-document-files.ts')).seedDocumentFiles(config, database.db);
      await (await import('./demo/seed-person-photos.ts')).seedPersonPhotos(config, database.db);
      step('seed files');
    }
    const app = await buildApp({ config, database, logger: opts.logger });
    step('app');
    app.log.info({ startupMs: steps }, 'start-up steps');
    app.addHook('onClose', async () => database.close());
    return app;
  } catch (err) {
    await database.close();
    throw err;
  }
}

// The file service on its own (another port or host; FILES_BASE_URL points the browser at it):
// the same plugin as in the main app, behind the same error shape, token check and access
// policy. It verifies tokens against the issuer's published keys and reads app users from the
// same database, so a separate process needs DATABASE_URL (PGlite has a single owner).
//   FILES_BASE_URL=http://files.example:3100/fs DATABASE_URL=... OIDC_URL=... node --import tsx server/files/standalone.ts
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/database.ts';
import errorHandler from '../plugins/error-handler.ts';
import authentication from '../plugins/authentication.ts';
import accessPolicy from '../plugins/access-policy.ts';
import filesRoutes from './routes.ts';

export async function buildFilesApp(opts: {
  config: Config;
  database: Database;
  logger?: boolean | object;
}): Promise<FastifyInstance> {
  const { config, database } = opts;
  const app = Fastify({
    logger: opts.logger ?? { level: config.logLevel },
    trustProxy: true,
    return503OnClosing: true,
  });
  app.decorate('config', config);
  app.decorate('database', database);
  await app.register(errorHandler);
  await app.register(authentication, { config, db: database.db });
  await app.register(accessPolicy);
  const prefix = new URL(config.filesBaseUrl).pathname.replace(/\/+$/, '');
  await app.register(filesRoutes, { prefix, config });
  app.get(`${prefix}/health`, { config: { access: 'public' } }, async () => ({ status: 'ok' }));
  return app;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const config = loadConfig();
  if (!config.databaseUrl)
    throw new Error('The standalone file service needs DATABASE_URL (the embedded database has one owner)');
  const database = await openDatabase(config);
  const app = await buildFilesApp({ config, database });
  app.addHook('onClose', async () => database.close());
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  const url = new URL(config.filesBaseUrl);
  await app.listen({ port: Number(url.port || 80), host: config.host });
}

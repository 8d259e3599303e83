// The Fastify app factory. Tests build it without a port and drive it with inject().
import { lazySchemaCompilers } from './lazy-schema-compilers.ts';
import Fastify from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { App } from './schemas/app.ts';
import helmet from '@fastify/helmet';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import errorHandler from './plugins/error-handler.ts';
import { convertQueryStrings } from './plugins/query-numbers.ts';
import slowBody from './plugins/slow-body.ts';
import authentication from './plugins/authentication.ts';
import accessPolicy from './plugins/access-policy.ts';
import tenantCarrier from './plugins/tenant.ts';
import spa from './plugins/spa.ts';
import healthRoutes from './plugins/health.ts';
import publicConfigRoutes from './plugins/public-config.ts';
import { identityPlugin } from './identity/plugin.ts';
import { apiRoutes } from './routes.gen.ts';
import jobs, { startJobEngine } from './job-runner/plugin.ts';
import { identityAdminFor, type IdentityAdmin } from './identity-admin/index.ts';
import { openCounters, type CounterStore } from './counters/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** the identity store the admin screens and the users resource write to */
    identityAdmin: IdentityAdmin;
    /** rate-limit counters shared by every server: Redis (REDIS_URL) or the database */
    counters: CounterStore;
  }
}

// Browser features the app never uses, switched off for every page and answer, so injected or
// embedded content cannot ask for them. The clipboard stays allowed: the tool pages copy output.
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: boolean | object;
}

export async function buildApp({ config, database, logger }: BuildOptions): Promise<App> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Node answers 408 to a request not received whole in time (0 turns the limit off)
    requestTimeout: config.http.requestTimeoutSeconds * 1000,
    return503OnClosing: true,
    // route modules load lazily under plugins; a busy machine can exceed the 10 s default
    pluginTimeout: 120_000,
    // patternMessage: the shared shapes carry the words a refused pattern is answered with
    // (src/shared/schema-rules.ts); Ajv only needs to know the keyword
    ajv: {
      customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false, keywords: ['patternMessage'] },
    },
    // each route's schemas compile at its first request, not before /api/health (docs/speed.md)
    schemaController: { compilersFactory: lazySchemaCompilers() },
  }).withTypeProvider<TypeBoxTypeProvider>();
  // the headers' own limit; Node needs it no longer than the whole request's
  const { headersTimeoutSeconds: headers, requestTimeoutSeconds: whole } = config.http;
  app.server.headersTimeout = (whole > 0 ? Math.min(headers, whole) : headers) * 1000;
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('identityAdmin', identityAdminFor(config, database.db));
  const counters = await openCounters({ redisUrl: config.redisUrl, db: database.db }, (err) =>
    app.log.warn({ err }, 'redis connection'),
  );
  app.decorate('counters', counters);
  app.addHook('onClose', () => counters.close());
  await app.register(errorHandler);
  convertQueryStrings(app);
  await app.register(slowBody, {
    minBytesPerSecond: config.http.bodyMinBytesPerSecond,
    windowSeconds: config.http.bodyRateWindowSeconds,
  });
  await app.register(helmet, {
    // The SPA talks to the identity provider and the file service, which may be other origins.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        connectSrc: ["'self'", config.oidc.url, new URL(config.filesBaseUrl).origin, new URL(config.apiBaseUrl).origin],
        // blob: lets a document's preview show a fetched PDF in a frame (src/resources/documents)
        frameSrc: ["'self'", 'blob:', config.oidc.url],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        formAction: ["'self'", config.oidc.url],
        // on plain http (development, tests) the upgrade would send the silent sign-in and
        // session-check frames to https://, which nothing serves
        upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // On the raw response, before anything can refuse the request: answers written straight to it
  // (the identity provider, event streams) carry it too. API answers hold personal data, so no
  // browser or proxy cache may keep them (a route whose answer may be cached sets its own header).
  app.addHook('onRequest', async (req, reply) => {
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
    if (req.url === '/api' || req.url.startsWith('/api/') || req.url.startsWith('/api?'))
      reply.raw.setHeader('cache-control', 'no-store');
  });

  // the job engine's start waits on the database (its schema, each job type's queue): it runs while
  // identity and authentication register, not after them (issue #32: start-up)
  const jobsStarting = startJobEngine(config, database);
  let localJwks: (() => Promise<{ keys: object[] }>) | undefined;
  try {
    if (config.oidc.embedded) {
      const identity = await identityPlugin(app, { config, db: database.db });
      localJwks = identity.publicJwks;
    }
    await app.register(authentication, { config, db: database.db, localJwks });
    await app.register(accessPolicy);
    await app.register(tenantCarrier, { db: database.db });
  } catch (err) {
    await jobsStarting.then((j) => j.stop()).catch(() => undefined);
    throw err;
  }
  await app.register(jobs, { starting: jobsStarting });
  await app.register(healthRoutes, { db: database.db });
  await app.register(publicConfigRoutes, { config });
  await app.register(apiRoutes, { config, database });
  await app.register(spa, { staticDir: config.staticDir });
  return app;
}

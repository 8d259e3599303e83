// When FILES_BASE_URL puts the file service on another origin than the app, the browser needs
// CORS for it: only the app's own origin, with the bearer and role headers, and the download
// headers exposed. Same-origin deployments (the default) add nothing.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

export function allowCrossOrigin(app: FastifyInstance, config: Config) {
  const appOrigin = new URL(config.publicUrl).origin;
  if (new URL(config.filesBaseUrl).origin === appOrigin) return;
  app.addHook('onRequest', async (req, reply) => {
    if (req.headers.origin !== appOrigin) return;
    reply.header('access-control-allow-origin', appOrigin);
    reply.header('vary', 'Origin');
    reply.header(
      'access-control-expose-headers',
      'content-disposition, content-length, content-range, etag, last-modified',
    );
  });
  app.options('/*', { config: { access: 'public' } }, async (_req, reply) => {
    reply.header('access-control-allow-methods', 'GET, POST, PUT, DELETE');
    reply.header(
      'access-control-allow-headers',
      'authorization, x-current-role, range, if-range, if-none-match, content-type',
    );
    reply.header('access-control-max-age', '600');
    return reply.status(204).send();
  });
}

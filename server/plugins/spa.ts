// Serves the built app: hashed assets cached for a year, index.html for every other page path.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../errors.ts';

const API_PREFIXES = ['/api/', '/fs/', '/realms/'];

export default async function spa(app: FastifyInstance, opts: { staticDir: string }) {
  const index = path.join(opts.staticDir, 'index.html');
  const hasBuild = fs.existsSync(index);
  // The built files are public; this hook only sees routes registered inside this plugin.
  app.addHook('onRoute', (route) => {
    route.config = { ...(route.config as object), access: 'public' };
  });
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.staticDir,
      // one `GET /*` route: `wildcard: false` globbed the build and added a route per file (~380
      // files, ~750 routes) before /api/health (issue #32). Every built file has an extension; a
      // page path (none) or a missing file goes to the not-found handler below, as before.
      wildcard: true,
      allowedPath: (pathname) => path.extname(pathname) !== '',
      index: false,
      setHeaders(res, file) {
        if (file.includes(`${path.sep}assets${path.sep}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0];
    if (req.method !== 'GET' || API_PREFIXES.some((p) => url.startsWith(p)) || url === '/api' || !hasBuild) {
      return reply.status(404).send(errorBody('not_found', `No route ${req.method} ${url}`));
    }
    if (path.extname(url)) return reply.status(404).send(errorBody('not_found', `No file ${url}`));
    reply.header('cache-control', 'no-cache');
    return reply.type('text/html').send(fs.createReadStream(index));
  });
}

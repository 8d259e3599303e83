import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/** /config.json: the browser's runtime settings. */
export function publicConfig(config: Config) {
  return {
    oidc: { url: config.oidc.url, realm: config.oidc.realm, clientId: config.oidc.clientId },
    filesBaseUrl: config.filesBaseUrl,
    apiBaseUrl: config.apiBaseUrl,
    signupHost: config.signupHost,
    aiConfigured: Boolean(config.ai.baseUrl && config.ai.model),
  };
}

export default async function publicConfigRoutes(app: FastifyInstance, opts: { config: Config }) {
  const body = publicConfig(opts.config);
  app.get('/config.json', { config: { access: 'public' } }, async (_req, reply) => {
    reply.header('cache-control', 'no-cache');
    return body;
  });
}

import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Config } from '../config.ts';
import { replies } from '../schemas/replies.ts';

const PublicConfigReply = Type.Object({
  oidc: Type.Object({ url: Type.String(), realm: Type.String(), clientId: Type.String() }),
  filesBaseUrl: Type.String(),
  apiBaseUrl: Type.String(),
  signupHost: Type.String(),
  aiConfigured: Type.Boolean(),
});

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
  app.get(
    '/config.json',
    { config: { access: 'public' }, schema: { response: replies({ 200: PublicConfigReply }) } },
    async (_req, reply) => {
      reply.header('cache-control', 'no-cache');
      return body;
    },
  );
}

// Mounts oidc-provider under the issuer's path (/realms/{realm}) of the Fastify app. The provider
// reads its own request bodies, so this scope leaves them unparsed.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import type { providerHeaders } from './headers.ts';

export async function mountProvider(app: FastifyInstance, provider: Provider, prefix: string, headers: ReturnType<typeof providerHeaders>) {
  const callback = provider.callback();
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    scope.all(`${prefix}/*`, { config: { access: 'public' } }, (req, reply) => {
      reply.hijack();
      const raw = req.raw as IncomingMessage & { originalUrl?: string };
      // oidc-provider derives its mount path from originalUrl minus url (as under Express).
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice(prefix.length) || '/';
      headers.endpoint(reply.raw);
      void callback(raw, reply.raw);
    });
  });
}

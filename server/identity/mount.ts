// Mounts oidc-provider under the issuer's path (/realms/{realm}) of the Fastify app. The provider
// reads its own request bodies, so this scope leaves them unparsed.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import type Provider from 'oidc-provider';
import type { providerHeaders } from './headers.ts';
import { KEYCLOAK_ROUTES } from './urls.ts';
import { PROVIDER_ANSWERS } from './schemas.ts';

type Raw = IncomingMessage & { originalUrl?: string };

export async function mountProvider(
  app: FastifyInstance,
  provider: Provider,
  prefix: string,
  headers: ReturnType<typeof providerHeaders>,
) {
  const callback = provider.callback();
  const pass = (raw: Raw, res: ServerResponse, url: string) => {
    // oidc-provider derives its mount path from originalUrl minus url (as under Express).
    raw.originalUrl = url;
    raw.url = url.slice(prefix.length) || '/';
    headers.endpoint(res);
    void callback(raw, res);
  };

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null));
    scope.all(`${prefix}/*`, { config: { access: 'public', produces: PROVIDER_ANSWERS } }, (req, reply) => {
      reply.hijack();
      pass(req.raw, reply.raw, req.raw.url!);
    });
  });

  // Logout as a POST form (as Keycloak allows). oidc-provider takes POST there only with
  // SameSite=None cookies, which need HTTPS; the same parameters are handed to it as a GET.
  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: 64 * 1024 });
    const path = `${prefix}${KEYCLOAK_ROUTES.end_session}`;
    scope.post<{ Body: Record<string, string> }>(
      path,
      { config: { access: 'public', produces: PROVIDER_ANSWERS } },
      (req, reply) => {
        reply.hijack();
        const query = new URLSearchParams(typeof req.body === 'object' && req.body ? req.body : {});
        req.raw.method = 'GET';
        pass(req.raw, reply.raw, `${path}?${query}`);
      },
    );
  });
}

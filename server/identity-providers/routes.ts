// Sign-in with the school's account, for the school's administrators (settings.update: it connects
// the school to another system, like its LTI platforms): the school's upstream OpenID Connect
// providers (docs/sign-in-with-school.md). Every answer carries the redirect URI to copy into the
// provider's console; the client secret is never answered, only "set".
//   GET    /api/identity-providers        the school's providers
//   POST   /api/identity-providers        connect one (201)
//   PUT    /api/identity-providers/:id    change one (with its version; client_secret left out keeps it)
//   DELETE /api/identity-providers/:id    remove one
import { Type } from '@sinclair/typebox';
import type { App } from '../schemas/app.ts';
import { replies } from '../schemas/replies.ts';
import { callbackUrl } from '../identity/upstream-providers.ts';
import { deleteProvider, listProviders, ProviderInput, ProviderView, saveProvider } from './store.ts';

const access = { access: 'settings.update' } as const;
const Params = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) });
const Urls = Type.Object({ redirect_uri: Type.String() });
const One = Type.Object({ data: ProviderView, urls: Urls });
const Many = Type.Object({ data: Type.Array(ProviderView), urls: Urls });
const Update = Type.Composite([ProviderInput, Type.Object({ version: Type.Integer({ minimum: 1 }) })], {
  additionalProperties: false,
});

export default async function identityProviders(app: App) {
  const db = app.database.db;
  const urls = { redirect_uri: callbackUrl(app.config) };
  const ctx = (req: { principal?: unknown; tenant?: unknown }) =>
    ({ principal: req.principal!, tenant: req.tenant! }) as Parameters<typeof saveProvider>[2];

  app.get('/api/identity-providers', { config: access, schema: { response: replies({ 200: Many }) } }, async (req) => ({
    data: await listProviders(db, req.tenant!.id),
    urls,
  }));

  app.post(
    '/api/identity-providers',
    { config: access, schema: { body: ProviderInput, response: replies({ 201: One }) } },
    async (req, reply) =>
      reply.status(201).send({ data: await saveProvider(db, app.config, ctx(req), req.body), urls }),
  );

  app.put(
    '/api/identity-providers/:id',
    { config: access, schema: { params: Params, body: Update, response: replies({ 200: One }) } },
    async (req) => ({ data: await saveProvider(db, app.config, ctx(req), req.body, Number(req.params.id)), urls }),
  );

  app.delete(
    '/api/identity-providers/:id',
    { config: access, schema: { params: Params, response: replies({ 204: Type.Null() }) } },
    async (req, reply) => {
      await deleteProvider(db, ctx(req), Number(req.params.id));
      return reply.status(204).send(null);
    },
  );
}

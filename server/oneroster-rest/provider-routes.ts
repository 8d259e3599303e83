// Our OneRoster 1.2 REST read endpoints (docs/oneroster-rest.md), for the tools that pull a
// school's roster from us:
//   POST /ims/oneroster/v1p2/token   client credentials (Basic header or client_id/client_secret in
//        the form) -> {access_token, token_type, expires_in, scope}; provider-auth.ts
//   GET  /ims/oneroster/rostering/v1p2/{collection}              ?limit&offset&filter&sort&orderBy&fields
//   GET  /ims/oneroster/rostering/v1p2/{collection}/{sourcedId}  ?fields
// The routes are public to the app's own sign-in (access: 'public'): each checks our OneRoster bearer
// token first, and the school is the token's, never the request's. Pages carry X-Total-Count and a
// Link header; filter, sort + orderBy and fields take the collection's own fields (provider-params.ts).
import formbody from '@fastify/formbody';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../schemas/app.ts';
import { replies } from '../schemas/replies.ts';
import { ApiError, notFound } from '../errors.ts';
import { COLLECTIONS, ROSTERING_PATH, type Collection } from './client.ts';
import { bearerTenant, issueToken } from './provider-auth.ts';
import { readCollection } from './provider-queries.ts';
import { parseFields, parseFilter, parseSort } from './provider-params.ts';

export const TOKEN_PATH = '/ims/oneroster/v1p2/token';
const SINGULAR: Record<Collection, string> = {
  orgs: 'org',
  academicSessions: 'academicSession',
  courses: 'course',
  classes: 'class',
  users: 'user',
  enrollments: 'enrollment',
};
const MAX_LIMIT = 1000;
const Any = Type.Object({}, { additionalProperties: true });
const TokenBody = Type.Object({
  grant_type: Type.Optional(Type.String({ maxLength: 100 })),
  scope: Type.Optional(Type.String({ maxLength: 1000 })),
  client_id: Type.Optional(Type.String({ maxLength: 200 })),
  client_secret: Type.Optional(Type.String({ maxLength: 200 })),
});
const Token = Type.Object({
  access_token: Type.String(),
  token_type: Type.String(),
  expires_in: Type.Integer(),
  scope: Type.String(),
});
const ListQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_LIMIT })),
  offset: Type.Optional(Type.Integer({ minimum: 0 })),
  filter: Type.Optional(Type.String({ maxLength: 500 })),
  sort: Type.Optional(Type.String({ maxLength: 100 })),
  orderBy: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
  fields: Type.Optional(Type.String({ maxLength: 500 })),
});
const OneQuery = Type.Object({ fields: Type.Optional(Type.String({ maxLength: 500 })) });
const OneParams = Type.Object({ sourcedId: Type.String({ minLength: 1, maxLength: 255 }) });

/** client_secret_basic, or client_secret_post */
function clientOf(req: FastifyRequest<{ Body: { client_id?: string; client_secret?: string } }>) {
  const h = req.headers.authorization;
  if (h?.startsWith('Basic ')) {
    const [id, ...rest] = Buffer.from(h.slice(6), 'base64').toString('utf8').split(':');
    return { id: decodeURIComponent(id), secret: decodeURIComponent(rest.join(':')) };
  }
  return { id: req.body?.client_id ?? '', secret: req.body?.client_secret ?? '' };
}

function links(url: string, limit: number, offset: number, total: number) {
  const at = (o: number, rel: string) => {
    const u = new URL(url, 'http://x');
    u.searchParams.set('limit', String(limit));
    u.searchParams.set('offset', String(o));
    return `<${u.pathname}${u.search}>; rel="${rel}"`;
  };
  const last = Math.max(0, Math.floor((total - 1) / limit) * limit);
  const out = [at(0, 'first'), at(last, 'last')];
  if (offset + limit < total) out.push(at(offset + limit, 'next'));
  if (offset > 0) out.push(at(Math.max(0, offset - limit), 'prev'));
  return out.join(', ');
}

export default async function providerRoutes(app: App) {
  const db = app.database.db;
  /** the token's school, once its client is within ONEROSTER_READS_PER_MINUTE (shared counters: every server) */
  const reader = async (req: FastifyRequest, reply: FastifyReply) => {
    const { tenant, clientId } = await bearerTenant(db, req.headers.authorization);
    const hit = await app.counters.hit(`oneroster-read:${clientId}`, 60_000);
    if (hit.count > app.config.oneRoster.readsPerMinute) {
      const wait = Math.max(1, Math.ceil((hit.resetAt - Date.now()) / 1000));
      reply.header('retry-after', String(wait));
      throw new ApiError(429, 'rate_limited', `Too many roster requests from this client; try again in ${wait} s`);
    }
    return tenant;
  };
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded'))
    await app.register(formbody, { bodyLimit: 16 * 1024 });
  app.post(
    TOKEN_PATH,
    { config: { access: 'public' }, schema: { body: TokenBody, response: replies({ 200: Token }) } },
    async (req, reply) => {
      if (req.body?.grant_type !== 'client_credentials')
        throw new ApiError(400, 'oneroster_grant_type', 'Only grant_type=client_credentials is granted here');
      const c = clientOf(req);
      if (!c.id || !c.secret) throw new ApiError(401, 'oneroster_invalid_client', 'Send the client id and secret');
      reply.header('cache-control', 'no-store');
      return issueToken(db, c.id, c.secret, req.body.scope);
    },
  );
  for (const c of COLLECTIONS) {
    app.get(
      `${ROSTERING_PATH}/${c}`,
      { config: { access: 'public' }, schema: { querystring: ListQuery, response: replies({ 200: Any }) } },
      async (req, reply) => {
        const tenant = await reader(req, reply);
        const limit = req.query.limit ?? 100;
        const offset = req.query.offset ?? 0;
        const r = await readCollection(db, tenant, c, {
          filter: parseFilter(c, req.query.filter),
          sort: parseSort(c, req.query.sort, req.query.orderBy),
          fields: parseFields(c, req.query.fields),
          limit,
          offset,
        });
        reply.header('x-total-count', String(r.total)).header('link', links(req.url, limit, offset, r.total));
        return { [c]: r.records };
      },
    );
    app.get(
      `${ROSTERING_PATH}/${c}/:sourcedId`,
      {
        config: { access: 'public' },
        schema: { params: OneParams, querystring: OneQuery, response: replies({ 200: Any }) },
      },
      async (req, reply) => {
        const tenant = await reader(req, reply);
        const r = await readCollection(db, tenant, c, {
          filter: { join: 'AND', conds: [] },
          sort: { column: 'sid', desc: false },
          fields: parseFields(c, req.query.fields),
          limit: 1,
          offset: 0,
          sourcedId: req.params.sourcedId,
        });
        if (!r.records.length) throw notFound(`No ${SINGULAR[c]} with sourcedId ${req.params.sourcedId}`);
        return { [SINGULAR[c]]: r.records[0] };
      },
    );
  }
}

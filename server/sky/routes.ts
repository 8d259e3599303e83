// The SKY API connection of a school (/sky-api, docs/sky-api.md). Reading its status needs api.read
// (the page's permission); changing it needs sky_api.update:
//   GET  /api/sky-api                  status (never a secret)
//   PUT  /api/sky-api/settings         client id, secret, subscription key (all write-only), what a sync takes
//   POST /api/sky-api/authorize        {url}: Blackbaud's authorization page with state and an S256 challenge
//   POST /api/sky-api/callback         {code, state}: checks the state (this user's, unused, 10 minutes), exchanges the code
//   POST /api/sky-api/test             refreshes the token when due, reads /school/v1/years, records the result
//   POST /api/sky-api/disconnect       forgets the tokens
import { randomBytes } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import type { App } from '../schemas/app.ts';
import { replies } from '../schemas/replies.ts';
import { ApiError, badRequest } from '../errors.ts';
import type { Tenant } from '../db/tenant.ts';
import { loadConnection, openSecrets, saveConnection, status } from './connection.ts';
import { pkcePair, skyClient, upstream } from './client.ts';
import { secretBox, skySession, storeTokens } from './session.ts';
import skyImportRoutes from './import-routes.ts';

const UI_PATH = '/sky-api';
const STATE_MINUTES = 10;
const read = { access: 'api.read', uiPath: UI_PATH } as const;
const write = { access: 'sky_api.update', uiPath: UI_PATH } as const;

const Status = Type.Object({
  data: Type.Object({
    has_client_id: Type.Boolean(),
    client_id_end: Type.String(),
    has_client_secret: Type.Boolean(),
    has_subscription_key: Type.Boolean(),
    configured: Type.Boolean(),
    connected: Type.Boolean(),
    connected_at: Type.Union([Type.String(), Type.Null()]),
    token_expires_at: Type.Union([Type.String(), Type.Null()]),
    sync_users: Type.Boolean(),
    sync_sections: Type.Boolean(),
    sync_enrollments: Type.Boolean(),
    last_test_at: Type.Union([Type.String(), Type.Null()]),
    last_test_result: Type.Union([Type.Object({ ok: Type.Boolean(), message: Type.String() }), Type.Null()]),
    redirect_uri: Type.String(),
    version: Type.Integer(),
  }),
});
const Secret = Type.String({ minLength: 1, maxLength: 200, pattern: '^[^\\s]+$' });
const Settings = Type.Object(
  {
    client_id: Type.Optional(Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9-]+$' })),
    client_secret: Type.Optional(Secret),
    subscription_key: Type.Optional(Secret),
    sync_users: Type.Boolean(),
    sync_sections: Type.Boolean(),
    sync_enrollments: Type.Boolean(),
  },
  { additionalProperties: false },
);
const Callback = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 2000 }), state: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
const TestReply = Type.Object({ data: Type.Object({ ok: Type.Boolean(), message: Type.String() }) });

async function skyRoutes(app: App) {
  const db = app.database.db;
  const redirectUri = `${app.config.publicUrl}${UI_PATH}`;
  const box = () => secretBox(db, app.config);
  const answer = async (t: Tenant) => ({ data: status(await loadConnection(db, t), redirectUri) });

  app.get('/api/sky-api', { config: read, schema: { response: replies({ 200: Status }) } }, (req) =>
    answer(req.tenant!),
  );

  app.put(
    '/api/sky-api/settings',
    { config: write, schema: { body: Settings, response: replies({ 200: Status }) } },
    async (req) => {
      const { client_secret, subscription_key, ...rest } = req.body;
      const b = await box();
      const before = await loadConnection(db, req.tenant!);
      // another Blackbaud application: the tokens of the old one no longer belong to it
      const changedApp = !!rest.client_id && before.client_id !== '' && before.client_id !== rest.client_id;
      const { client_id, ...sync } = rest;
      await saveConnection(db, req.tenant!, {
        ...sync,
        ...(client_id ? { client_id } : {}),
        ...(client_secret ? { client_secret_sealed: b.seal(client_secret) } : {}),
        ...(subscription_key ? { subscription_key_sealed: b.seal(subscription_key) } : {}),
        ...(changedApp ? { access_token_sealed: null, refresh_token_sealed: null, connected_at: null } : {}),
      });
      return answer(req.tenant!);
    },
  );

  app.post(
    '/api/sky-api/authorize',
    {
      config: write,
      schema: { response: replies({ 200: Type.Object({ data: Type.Object({ url: Type.String() }) }) }) },
    },
    async (req) => {
      const p = req.principal!;
      const c = await loadConnection(db, req.tenant!);
      openSecrets(c, await box());
      const { verifier, challenge } = pkcePair();
      const state = randomBytes(24).toString('base64url');
      await sql`DELETE FROM ${req.tenant!.table('sky_api_oauth_states')}
        WHERE created_at < now() - make_interval(mins => ${STATE_MINUTES})`.execute(db);
      await sql`INSERT INTO ${req.tenant!.table('sky_api_oauth_states')} (state, code_verifier, user_id)
        VALUES (${state}, ${verifier}, ${p.userId})`.execute(db);
      const url = new URL(app.config.sky.authorizeUrl);
      url.search = new URLSearchParams({
        client_id: c.client_id,
        response_type: 'code',
        redirect_uri: redirectUri,
        state,
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }).toString();
      return { data: { url: url.toString() } };
    },
  );

  app.post(
    '/api/sky-api/callback',
    { config: write, schema: { body: Callback, response: replies({ 200: Status }) } },
    async (req) => {
      const p = req.principal!;
      // one use: the state row goes whatever happens next
      const found = await sql<{ code_verifier: string }>`
        DELETE FROM ${req.tenant!.table('sky_api_oauth_states')}
        WHERE state = ${req.body.state} AND user_id = ${p.userId}
          AND created_at >= now() - make_interval(mins => ${STATE_MINUTES})
        RETURNING code_verifier`.execute(db);
      if (!found.rows[0])
        throw badRequest(
          'The sign-in with Blackbaud did not start here, expired or was already used',
          'sky_oauth_state',
        );
      const c = await loadConnection(db, req.tenant!);
      const b = await box();
      const sky = skyClient({ ...app.config.sky, clientId: c.client_id, ...openSecrets(c, b) });
      const tokens = await sky.exchange(req.body.code, found.rows[0].code_verifier, redirectUri);
      await storeTokens(db, req.tenant!, b, tokens, { connected_at: new Date() });
      return answer(req.tenant!);
    },
  );

  app.post('/api/sky-api/test', { config: write, schema: { response: replies({ 200: TestReply }) } }, async (req) => {
    const sky = await skySession(db, app.config, req.tenant!);
    let result: { ok: boolean; message: string };
    try {
      const years = (await sky.get('/school/v1/years')) as { count?: number; value?: unknown[] };
      if (!Array.isArray(years.value)) throw upstream('The SKY API answer to /school/v1/years has no value list');
      result = { ok: true, message: `Connected: the school has ${years.value.length} school years in Blackbaud` };
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      result = { ok: false, message: e.message };
    }
    await saveConnection(db, req.tenant!, { last_test_at: new Date(), last_test_result: result });
    return { data: result };
  });

  app.post(
    '/api/sky-api/disconnect',
    { config: write, schema: { response: replies({ 200: Status }) } },
    async (req) => {
      await saveConnection(db, req.tenant!, {
        access_token_sealed: null,
        refresh_token_sealed: null,
        token_expires_at: null,
        connected_at: null,
      });
      return answer(req.tenant!);
    },
  );
}

/** The feature's plugin (mounted by server/routes.gen.ts): its routes and, beside them, skyImportRoutes. */
export default async function skyApi(app: App) {
  await app.register(skyRoutes);
  await app.register(skyImportRoutes);
}

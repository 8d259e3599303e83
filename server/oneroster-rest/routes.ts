// The OneRoster REST connection of a school, on the roster screen (/rostering, user.create like the
// CSV import; docs/oneroster-rest.md):
//   GET    /api/oneroster-rest              the connection (never the secret)
//   PUT    /api/oneroster-rest/settings     base URL, token URL, client id, secret (write-only), orgs, schedule
//   POST   /api/oneroster-rest/sync         queues a sync on the job engine (202 {job_id}); 409 when incomplete
//   GET    /api/oneroster-rest/runs         the last 20 syncs with their counts and errors
//   GET    /api/oneroster-rest/clients      the clients of our read endpoints (provider-routes.ts)
//   POST   /api/oneroster-rest/clients      creates one; its secret is in this answer only
//   DELETE /api/oneroster-rest/clients/:clientId
import { Type } from '@sinclair/typebox';
import type { App } from '../schemas/app.ts';
import { replies } from '../schemas/replies.ts';
import { notFound } from '../errors.ts';
import { checkBaseUrl } from '../outbound/guard.ts';
import { Counts, RosterErr } from '../roster/answer-schemas.ts';
import { loadConnection, providerSettings, saveConnection, secretBox, status } from './connection.ts';
import { listRuns } from './sync.ts';
import { ONEROSTER_SYNC_JOB, type OneRosterSyncData } from './sync-job.ts';
import { createClient, deleteClient, listClients } from './provider-auth.ts';
import providerRoutes from './provider-routes.ts';

const CONFIG = { access: 'user.create', uiPath: '/rostering' } as const;
const Nullable = (s: ReturnType<typeof Type.String>) => Type.Union([s, Type.Null()]);
const Status = Type.Object({
  data: Type.Object({
    base_url: Type.String(),
    token_url: Type.String(),
    client_id: Type.String(),
    has_client_secret: Type.Boolean(),
    org_sourced_ids: Type.Array(Type.String()),
    schedule: Type.Union([Type.Literal('off'), Type.Literal('nightly')]),
    configured: Type.Boolean(),
    version: Type.Integer(),
  }),
});
const Settings = Type.Object(
  {
    base_url: Type.String({ minLength: 1, maxLength: 500 }),
    token_url: Type.String({ minLength: 1, maxLength: 500 }),
    client_id: Type.String({ minLength: 1, maxLength: 200, pattern: '^\\S+$' }),
    client_secret: Type.Optional(Type.String({ minLength: 1, maxLength: 500, pattern: '^\\S+$' })),
    org_sourced_ids: Type.Array(Type.String({ minLength: 1, maxLength: 255, pattern: '^\\S+$' }), {
      minItems: 1,
      maxItems: 50,
    }),
    schedule: Type.Union([Type.Literal('off'), Type.Literal('nightly')]),
  },
  { additionalProperties: false },
);
const Run = Type.Object({
  id: Type.Integer(),
  trigger: Type.Union([Type.Literal('manual'), Type.Literal('nightly')]),
  ok: Type.Boolean(),
  counts: Counts,
  errors: Type.Array(RosterErr),
  fetched: Type.Record(Type.String(), Type.Object({ fetched: Type.Integer(), taken: Type.Integer() })),
  started_at: Type.String(),
  finished_at: Type.String(),
});
const Client = Type.Object({
  client_id: Type.String(),
  name: Type.String(),
  created_at: Type.String(),
  last_used_at: Nullable(Type.String()),
});
const NewClient = Type.Object({ name: Type.String({ minLength: 1, maxLength: 100 }) }, { additionalProperties: false });

async function connectionRoutes(app: App) {
  const db = app.database.db;
  const allow = app.config.outbound.allowHosts;
  const answer = async (req: { tenant?: Parameters<typeof loadConnection>[1] }) => ({
    data: status(await loadConnection(db, req.tenant!)),
  });
  app.get('/api/oneroster-rest', { config: CONFIG, schema: { response: replies({ 200: Status }) } }, (req) =>
    answer(req),
  );
  app.put(
    '/api/oneroster-rest/settings',
    { config: CONFIG, schema: { body: Settings, response: replies({ 200: Status }) } },
    async (req) => {
      const b = req.body;
      const base_url = await checkBaseUrl(b.base_url, allow);
      const token_url = await checkBaseUrl(b.token_url, allow);
      const sealed = b.client_secret ? (await secretBox(db, app.config)).seal(b.client_secret) : undefined;
      await saveConnection(db, req.tenant!, {
        ...{ base_url, token_url, client_id: b.client_id, org_sourced_ids: [...new Set(b.org_sourced_ids)] },
        ...{ schedule: b.schedule, client_secret_sealed: sealed },
      });
      return answer(req);
    },
  );
  app.post(
    '/api/oneroster-rest/sync',
    {
      config: CONFIG,
      schema: { response: replies({ 202: Type.Object({ data: Type.Object({ job_id: Type.String() }) }) }) },
    },
    async (req, reply) => {
      const p = req.principal!;
      await providerSettings(db, app.config, await loadConnection(db, req.tenant!));
      const data: OneRosterSyncData = { tenantId: req.tenant!.id, startedBy: p.userId };
      const jobId = await app.jobs.send(ONEROSTER_SYNC_JOB, data);
      if (!jobId) throw new Error('The job engine did not accept the sync');
      return reply.code(202).send({ data: { job_id: jobId } });
    },
  );
  app.get(
    '/api/oneroster-rest/runs',
    { config: CONFIG, schema: { response: replies({ 200: Type.Object({ data: Type.Array(Run) }) }) } },
    async (req) => ({ data: await listRuns(db, req.tenant!) }),
  );
  app.get(
    '/api/oneroster-rest/clients',
    { config: CONFIG, schema: { response: replies({ 200: Type.Object({ data: Type.Array(Client) }) }) } },
    async (req) => ({ data: await listClients(db, req.tenant!) }),
  );
  app.post(
    '/api/oneroster-rest/clients',
    {
      config: CONFIG,
      schema: {
        body: NewClient,
        response: replies({
          201: Type.Object({ data: Type.Composite([Client, Type.Object({ client_secret: Type.String() })]) }),
        }),
      },
    },
    async (req, reply) => {
      const c = await createClient(db, req.tenant!, req.body.name, req.principal!.userId);
      return reply.code(201).send({ data: c });
    },
  );
  app.delete(
    '/api/oneroster-rest/clients/:clientId',
    {
      config: CONFIG,
      schema: {
        params: Type.Object({ clientId: Type.String({ minLength: 1, maxLength: 100 }) }),
        response: replies({ 204: Type.Null() }),
      },
    },
    async (req, reply) => {
      if (!(await deleteClient(db, req.tenant!, req.params.clientId))) throw notFound('No such OneRoster client');
      return reply.code(204).send(null);
    },
  );
}

/** The feature's plugin (mounted by server/routes.gen.ts): the connection's routes and our read endpoints. */
export default async function oneRosterRest(app: App) {
  await app.register(connectionRoutes);
  await app.register(providerRoutes);
}

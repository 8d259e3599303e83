// Model providers per tenant at /ei/app-provider-details. Operators (ei_lms) set any tenant's
// model server; a school's administrator sees its own. The API key is sealed (AES-256-GCM) on
// the way in and never leaves the server: answers say only whether one is set.
import { Type } from '@sinclair/typebox';
import { replies } from '../schemas/replies.ts';
import type { App } from '../schemas/app.ts';
import { ProvidersReply, ProviderTestReply, ProviderView } from '../../src/shared/ai-admin-answers.ts';
import { sql } from 'kysely';
import { forbidden, notFound, unprocessable } from '../errors.ts';
import type { Principal } from '../auth/principal.ts';
import type { Db } from '../db/database.ts';
import type { AiServices } from '../ai/services.ts';
import { isOperator } from '../auth/operator.ts';
import { toView, type ProviderRow } from '../ai/providers.ts';
import { toStreamError } from '../ai/provider-errors.ts';
import { checkBaseUrl } from '../outbound/guard.ts';
import { writeAudit } from '../resources/audit.ts';
import { auditContext, PROVIDER_AUDIT } from '../ai/audit.ts';

const ACCESS = { access: 'app_provider.update', uiPath: '/ei/app-provider-details' };
// Checked with the permission, before the body is read.
const WRITE = { ...ACCESS, operatorOnly: 'Only platform operators set model providers' };
// Path parameters arrive as strings (the app does not coerce types).
const Params = Type.Object({ tenantId: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) });
const Body = Type.Object(
  {
    providerName: Type.String({ minLength: 1, maxLength: 80 }),
    baseUrl: Type.String({ maxLength: 500, pattern: '^https?://[^\\s]+$' }),
    model: Type.String({ minLength: 1, maxLength: 200 }),
    apiKey: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
  },
  { additionalProperties: false },
);

/** A school's administrator may look at (and test) its own school's provider. */
function mayRead(p: Principal, tenantId: number) {
  if (!isOperator(p) && tenantId !== p.tenantId) throw forbidden('That is not your school', 'tenant_forbidden');
}

async function tenantExists(db: Db, id: number) {
  const r = await sql<{ found: number }>`SELECT 1 AS found FROM platform.tenants WHERE id = ${id}`.execute(db);
  if (!r.rows.length) throw notFound('No such tenant');
}

/** Scheme, host and port: where a key would be sent. */
function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** The audited form of a provider row: whether a key is set (or was just replaced), never the key. */
const audited = (r: ProviderRow, key: 'set' | 'none' | 'replaced' = r.api_key_enc ? 'set' : 'none') => ({
  tenant_id: r.tenant_id,
  provider_name: r.provider_name,
  base_url: r.base_url,
  model: r.model,
  api_key: key,
});

export function providerRoutes(app: App, ai: AiServices, db: Db) {
  const list = { config: ACCESS, schema: { response: replies({ 200: ProvidersReply }) } };
  app.get('/api/ai-admin/providers', list, async (req) => {
    const p = req.principal!;
    const operator = isOperator(p);
    const res = await sql<ProviderRow & { tenant_title: string; schema: string; tid: number }>`
      SELECT t.id AS tid, t.title AS tenant_title, t.config->>'schema_name' AS schema, ap.*
      FROM platform.tenants t LEFT JOIN platform.app_providers ap ON ap.tenant_id = t.id
      WHERE ${operator ? sql`true` : sql`t.id = ${p.tenantId}`} ORDER BY t.title`.execute(db);
    const platform = ai.providers.platformDefault();
    return {
      canEdit: operator,
      platform: platform
        ? { baseUrl: platform.baseUrl, model: platform.model, hasApiKey: Boolean(platform.apiKey) }
        : null,
      rows: res.rows.map((r) => ({
        tenantId: r.tid,
        tenantTitle: r.tenant_title,
        schema: r.schema,
        provider: r.id ? toView(r) : null,
      })),
    };
  });

  app.put(
    '/api/ai-admin/providers/:tenantId',
    { config: WRITE, schema: { params: Params, body: Body, response: replies({ 200: ProviderView }) } },
    async (req) => {
      const tenantId = Number(req.params.tenantId);
      await tenantExists(db, tenantId);
      const { providerName, model, apiKey } = req.body;
      const baseUrl = await checkBaseUrl(req.body.baseUrl, ai.providers.allowHosts);
      // undefined keeps the stored key; null or '' removes it; a string replaces it.
      const sealed = apiKey ? (await ai.secretBox()).seal(apiKey) : null;
      const keep = apiKey === undefined;
      const row = await db.transaction().execute(async (trx) => {
        const before = (
          await sql<ProviderRow>`SELECT * FROM platform.app_providers WHERE tenant_id = ${tenantId} FOR UPDATE`.execute(
            trx,
          )
        ).rows[0];
        // A kept key would otherwise follow the URL to whatever host it now names.
        if (keep && before?.api_key_enc && originOf(before.base_url) !== originOf(baseUrl)) {
          throw unprocessable(
            `The base URL now points at another server (${originOf(baseUrl)} instead of ` +
              `${originOf(before.base_url) ?? 'the old one'}). Enter the API key again, or remove it, ` +
              'so the stored key is not sent to the new server.',
            'ai_provider_key_required',
          );
        }
        const res = await sql<ProviderRow>`
          INSERT INTO platform.app_providers (tenant_id, provider_name, base_url, model, api_key_enc)
          VALUES (${tenantId}, ${providerName}, ${baseUrl}, ${model}, ${sealed})
          ON CONFLICT (tenant_id) DO UPDATE SET provider_name = EXCLUDED.provider_name,
            base_url = EXCLUDED.base_url, model = EXCLUDED.model,
            api_key_enc = ${keep ? sql`platform.app_providers.api_key_enc` : sql`EXCLUDED.api_key_enc`},
            version = platform.app_providers.version + 1, updated_at = now()
          RETURNING *`.execute(trx);
        const after = res.rows[0];
        const key = sealed && before?.api_key_enc ? 'replaced' : undefined;
        await writeAudit(
          trx,
          PROVIDER_AUDIT,
          auditContext(req.principal!, req.tenant!),
          before ? 'update' : 'create',
          before ? audited(before) : null,
          audited(after, key),
        );
        return after;
      });
      ai.providers.invalidate(tenantId);
      return toView(row);
    },
  );

  app.delete(
    '/api/ai-admin/providers/:tenantId',
    { config: WRITE, schema: { params: Params, response: replies({ 204: Type.Null() }) } },
    async (req, reply) => {
      const tenantId = Number(req.params.tenantId);
      await db.transaction().execute(async (trx) => {
        const res = await sql<ProviderRow>`
          DELETE FROM platform.app_providers WHERE tenant_id = ${tenantId} RETURNING *`.execute(trx);
        const before = res.rows[0];
        if (!before) throw notFound('That school has no provider of its own');
        await writeAudit(
          trx,
          PROVIDER_AUDIT,
          auditContext(req.principal!, req.tenant!),
          'delete',
          audited(before),
          null,
        );
      });
      ai.providers.invalidate(tenantId);
      return reply.status(204).send(null);
    },
  );

  // Sends a one-word prompt through the tenant's effective provider and reports what happened:
  // whether a chat completion came back, or a short status, never the server's own words (the
  // URL may name any server, so its reply is not passed on).
  app.post(
    '/api/ai-admin/providers/:tenantId/test',
    { config: ACCESS, schema: { params: Params, response: replies({ 200: ProviderTestReply }) } },
    async (req) => {
      const tenantId = Number(req.params.tenantId);
      mayRead(req.principal!, tenantId);
      const provider = await ai.providers.resolve(tenantId);
      if (!provider)
        return {
          ok: false,
          code: 'ai_not_configured',
          message: 'No provider for this school and no platform default.',
        };
      const started = Date.now();
      try {
        const r = await ai.providers.client(provider).chat.completions.create(
          {
            model: provider.model,
            messages: [{ role: 'user', content: 'Reply with the single word OK.' }],
            max_tokens: 5,
            stream: false,
          },
          { timeout: 20_000 },
        );
        if (typeof r?.choices?.[0]?.message?.content !== 'string')
          return {
            ok: false,
            source: provider.source,
            code: 'ai_provider_bad_reply',
            message: 'The server answered, but not as an OpenAI-compatible chat-completions server.',
          };
        return { ok: true, source: provider.source, model: provider.model, latencyMs: Date.now() - started };
      } catch (err) {
        return {
          ok: false,
          source: provider.source,
          ...toStreamError(err, provider.apiKey, provider.source === 'platform'),
        };
      }
    },
  );
}

// Model providers per tenant at /ei/app-provider-details. Operators (ei_lms) set any tenant's
// model server; a school's administrator sees its own. The API key is sealed (AES-256-GCM) on
// the way in and never leaves the server: answers say only whether one is set.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { forbidden, notFound } from '../../errors.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import type { AiServices } from '../../ai/services.ts';
import { isOperator } from '../../auth/operator.ts';
import { toView, type ProviderRow } from '../../ai/providers.ts';
import { toStreamError } from '../../ai/provider-errors.ts';

const ACCESS = { access: 'app_provider.update', uiPath: '/ei/app-provider-details' };
// Path parameters arrive as strings (the app does not coerce types).
const params = {
  type: 'object',
  required: ['tenantId'],
  properties: { tenantId: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } },
};

interface Body {
  providerName: string;
  baseUrl: string;
  model: string;
  apiKey?: string | null;
}

function mayManage(p: Principal, tenantId: number, write: boolean) {
  if (isOperator(p)) return;
  if (write) throw forbidden('Only platform operators set model providers', 'operator_only');
  if (tenantId !== p.tenantId) throw forbidden('That is not your school', 'tenant_forbidden');
}

async function tenantExists(db: Db, id: number) {
  const r = await sql`SELECT 1 FROM platform.tenants WHERE id = ${id}`.execute(db);
  if (!r.rows.length) throw notFound('No such tenant');
}

export function providerRoutes(app: FastifyInstance, ai: AiServices, db: Db) {
  app.get('/api/ai-admin/providers', { config: ACCESS }, async (req) => {
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

  app.put<{ Params: { tenantId: string }; Body: Body }>(
    '/api/ai-admin/providers/:tenantId',
    {
      config: ACCESS,
      schema: {
        params,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['providerName', 'baseUrl', 'model'],
          properties: {
            providerName: { type: 'string', minLength: 1, maxLength: 80 },
            baseUrl: { type: 'string', maxLength: 500, pattern: '^https?://[^\\s]+$' },
            model: { type: 'string', minLength: 1, maxLength: 200 },
            apiKey: { type: ['string', 'null'], maxLength: 500 },
          },
        },
      },
    },
    async (req) => {
      const tenantId = Number(req.params.tenantId);
      mayManage(req.principal!, tenantId, true);
      await tenantExists(db, tenantId);
      const { providerName, model, apiKey } = req.body;
      const baseUrl = req.body.baseUrl.replace(/\/+$/, '');
      // undefined keeps the stored key; null or '' removes it; a string replaces it.
      const sealed = apiKey ? (await ai.secretBox()).seal(apiKey) : null;
      const keep = apiKey === undefined;
      const res = await sql<ProviderRow>`
      INSERT INTO platform.app_providers (tenant_id, provider_name, base_url, model, api_key_enc)
      VALUES (${tenantId}, ${providerName}, ${baseUrl}, ${model}, ${sealed})
      ON CONFLICT (tenant_id) DO UPDATE SET provider_name = EXCLUDED.provider_name, base_url = EXCLUDED.base_url,
        model = EXCLUDED.model, api_key_enc = ${keep ? sql`platform.app_providers.api_key_enc` : sql`EXCLUDED.api_key_enc`},
        version = platform.app_providers.version + 1, updated_at = now()
      RETURNING *`.execute(db);
      ai.providers.invalidate(tenantId);
      return toView(res.rows[0]);
    },
  );

  app.delete<{ Params: { tenantId: string } }>(
    '/api/ai-admin/providers/:tenantId',
    { config: ACCESS, schema: { params } },
    async (req, reply) => {
      const tenantId = Number(req.params.tenantId);
      mayManage(req.principal!, tenantId, true);
      const res = await sql`DELETE FROM platform.app_providers WHERE tenant_id = ${tenantId}`.execute(db);
      ai.providers.invalidate(tenantId);
      if (!Number(res.numAffectedRows ?? 0)) throw notFound('That school has no provider of its own');
      return reply.status(204).send();
    },
  );

  // Sends a one-word prompt through the tenant's effective provider and reports what happened.
  app.post<{ Params: { tenantId: string } }>(
    '/api/ai-admin/providers/:tenantId/test',
    { config: ACCESS, schema: { params } },
    async (req) => {
      const tenantId = Number(req.params.tenantId);
      mayManage(req.principal!, tenantId, false);
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
        return {
          ok: true,
          source: provider.source,
          model: r.model || provider.model,
          latencyMs: Date.now() - started,
          reply: (r.choices[0]?.message?.content ?? '').slice(0, 50),
        };
      } catch (err) {
        return { ok: false, source: provider.source, ...toStreamError(err, provider.apiKey) };
      }
    },
  );
}

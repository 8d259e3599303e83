// Daily AI quotas at /ai/rate-limits: the platform defaults and the school's own rows, today's
// usage against them, and usage per user and tool. A school's administrator edits its own rows;
// operators (ei_lms) edit any school's rows and the platform defaults.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { forbidden, notFound } from '../../errors.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import type { AiServices } from '../../ai/services.ts';
import { isOperator } from '../../auth/operator.ts';
import { quotaResetAt, type QuotaRow } from '../../ai/quotas.ts';

const READ = { access: 'rate_limit.read', uiPath: '/ai/rate-limits' };
const WRITE = { access: 'rate_limit.update', uiPath: '/ai/rate-limits' };
const TENANT_ID = { type: 'string', pattern: '^([1-9][0-9]{0,8}|platform)$' };
const roleParams = {
  type: 'object',
  required: ['role'],
  properties: { role: { type: 'string', pattern: '^(\\*|[a-z][a-z0-9_-]{0,39})$' } },
};
const limit = { type: ['integer', 'null'], minimum: 0, maximum: 1_000_000_000 };

/** The scope a request names: the caller's tenant by default; another tenant or 'platform' for operators. */
function scopeOf(p: Principal, tenantId: string | undefined, write: boolean): number | null {
  if (tenantId === undefined || Number(tenantId) === p.tenantId) return p.tenantId;
  if (!isOperator(p))
    throw forbidden(
      write ? 'Only platform operators change other schools or the defaults' : 'That is not your school',
      'operator_only',
    );
  return tenantId === 'platform' ? null : Number(tenantId);
}

const view = (r: QuotaRow) => ({
  id: r.id,
  tenantId: r.tenant_id,
  role: r.role_name,
  requestsPerDay: r.requests_per_day,
  tokensPerDay: r.tokens_per_day,
  version: r.version,
  updatedAt: r.updated_at,
});

export function quotaRoutes(app: FastifyInstance, ai: AiServices, db: Db) {
  app.get<{ Querystring: { tenantId?: string } }>(
    '/api/ai-admin/rate-limits',
    {
      config: READ,
      schema: { querystring: { type: 'object', additionalProperties: false, properties: { tenantId: TENANT_ID } } },
    },
    async (req) => {
      const p = req.principal!;
      const tenantId = scopeOf(p, req.query.tenantId, false) ?? p.tenantId;
      await ai.quotas.flush();
      const rows =
        await sql<QuotaRow>`SELECT * FROM platform.ai_quotas WHERE tenant_id IS NULL OR tenant_id = ${tenantId} ORDER BY role_name`.execute(
          db,
        );
      const usage = await sql<{ role_name: string; requests: number; tokens: number; users: number }>`
      SELECT role_name, count(*)::int AS requests, coalesce(sum(total_tokens), 0)::int AS tokens, count(DISTINCT user_id)::int AS users
      FROM platform.ai_usage WHERE tenant_id = ${tenantId} AND day = (now() AT TIME ZONE 'utc')::date GROUP BY role_name`.execute(
        db,
      );
      return {
        tenantId,
        canEdit: true,
        canEditDefaults: isOperator(p),
        resetAt: quotaResetAt().toISOString(),
        defaults: rows.rows.filter((r) => r.tenant_id === null).map(view),
        own: rows.rows.filter((r) => r.tenant_id !== null).map(view),
        usageToday: usage.rows,
      };
    },
  );

  app.put<{
    Params: { role: string };
    Body: { tenantId?: string; requestsPerDay: number | null; tokensPerDay: number | null };
  }>(
    '/api/ai-admin/rate-limits/:role',
    {
      config: WRITE,
      schema: {
        params: roleParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['requestsPerDay', 'tokensPerDay'],
          properties: { tenantId: TENANT_ID, requestsPerDay: limit, tokensPerDay: limit },
        },
      },
    },
    async (req) => {
      const tenantId = scopeOf(req.principal!, req.body.tenantId, true);
      const res = await sql<QuotaRow>`
      INSERT INTO platform.ai_quotas (tenant_id, role_name, requests_per_day, tokens_per_day)
      VALUES (${tenantId}, ${req.params.role}, ${req.body.requestsPerDay}, ${req.body.tokensPerDay})
      ON CONFLICT (coalesce(tenant_id, 0), role_name) DO UPDATE SET requests_per_day = EXCLUDED.requests_per_day,
        tokens_per_day = EXCLUDED.tokens_per_day, version = platform.ai_quotas.version + 1, updated_at = now()
      RETURNING *`.execute(db);
      ai.quotas.invalidate(tenantId);
      return view(res.rows[0]);
    },
  );

  app.delete<{ Params: { role: string }; Querystring: { tenantId?: string } }>(
    '/api/ai-admin/rate-limits/:role',
    {
      config: WRITE,
      schema: {
        params: roleParams,
        querystring: { type: 'object', additionalProperties: false, properties: { tenantId: TENANT_ID } },
      },
    },
    async (req, reply) => {
      const tenantId = scopeOf(req.principal!, req.query.tenantId, true);
      const res =
        await sql`DELETE FROM platform.ai_quotas WHERE tenant_id IS NOT DISTINCT FROM ${tenantId}::int AND role_name = ${req.params.role}`.execute(
          db,
        );
      ai.quotas.invalidate(tenantId);
      if (!Number(res.numAffectedRows ?? 0)) throw notFound('No such quota row');
      return reply.status(204).send();
    },
  );

  // Usage per user and tool over the last days: what the insights screens build on.
  app.get<{ Querystring: { tenantId?: string; days?: string } }>(
    '/api/ai-admin/usage',
    {
      config: READ,
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { tenantId: TENANT_ID, days: { type: 'string', pattern: '^([1-9]|[1-8][0-9]|90)$' } },
        },
      },
    },
    async (req) => {
      const p = req.principal!;
      const tenantId = scopeOf(p, req.query.tenantId, false) ?? p.tenantId;
      const days = Number(req.query.days ?? 7);
      await ai.quotas.flush();
      const res = await sql<{
        user_id: string;
        email: string | null;
        tool_slug: string;
        requests: number;
        tokens: number;
        errors: number;
        last_at: string;
      }>`
      SELECT u.user_id, au.email, u.tool_slug, count(*)::int AS requests, coalesce(sum(u.total_tokens), 0)::int AS tokens,
             count(*) FILTER (WHERE u.status = 'error')::int AS errors, max(u.at) AS last_at
      FROM platform.ai_usage u LEFT JOIN platform.app_users au ON au.user_id = u.user_id
      WHERE u.tenant_id = ${tenantId} AND u.day > (now() AT TIME ZONE 'utc')::date - ${days}::int
      GROUP BY u.user_id, au.email, u.tool_slug ORDER BY tokens DESC, requests DESC LIMIT 500`.execute(db);
      return { tenantId, days, rows: res.rows };
    },
  );
}

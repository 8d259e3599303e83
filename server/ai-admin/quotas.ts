// Daily AI quotas at /ai/rate-limits: the platform defaults and the school's own rows, today's
// usage against them, and usage per user and tool. A school's administrator edits its own rows;
// operators (ei_lms) edit any school's rows and the platform defaults. The platform's row of a
// role is the ceiling of every school's row of that role: a school may lower it, never raise it.
import { Type, type Static } from '@sinclair/typebox';
import { replies } from '../schemas/replies.ts';
import type { App } from '../schemas/app.ts';
import { QuotasReply, QuotaView, UsageReply } from '../../src/shared/ai-admin-answers.ts';
import { sql } from 'kysely';
import { forbidden, notFound, unprocessable } from '../errors.ts';
import type { Principal } from '../auth/principal.ts';
import type { Db } from '../db/database.ts';
import type { AiServices } from '../ai/services.ts';
import { isOperator } from '../auth/operator.ts';
import { quotaResetAt, type QuotaRow } from '../ai/quotas.ts';
import { writeAudit } from '../resources/audit.ts';
import { auditContext, QUOTA_AUDIT } from '../ai/audit.ts';

const READ = { access: 'rate_limit.read', uiPath: '/ai/rate-limits' };
const WRITE = { access: 'rate_limit.update', uiPath: '/ai/rate-limits' };
const TenantId = Type.String({ pattern: '^([1-9][0-9]{0,8}|platform)$' });
const RoleParams = Type.Object({ role: Type.String({ pattern: '^(\\*|[a-z][a-z0-9_-]{0,39})$' }) });
const Limit = Type.Union([Type.Integer({ minimum: 0, maximum: 1_000_000_000 }), Type.Null()]);
const ScopeQuery = Type.Object({ tenantId: Type.Optional(TenantId) }, { additionalProperties: false });
const QuotaBody = Type.Object(
  { tenantId: Type.Optional(TenantId), requestsPerDay: Limit, tokensPerDay: Limit },
  { additionalProperties: false },
);
const UsageQuery = Type.Object(
  { tenantId: Type.Optional(TenantId), days: Type.Optional(Type.String({ pattern: '^([1-9]|[1-8][0-9]|90)$' })) },
  { additionalProperties: false },
);

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

/** A school's limit above the platform's of the same role would lift the platform's ceiling. */
function checkCeiling(
  role: string,
  platform: QuotaRow | undefined,
  wanted: { requestsPerDay: number | null; tokensPerDay: number | null },
) {
  if (!platform) return;
  const who = role === '*' ? 'a whole school' : `the role ${role}`;
  const over = (value: number | null, ceiling: number | null) => value !== null && ceiling !== null && value > ceiling;
  for (const [kind, value, ceiling] of [
    ['requests', wanted.requestsPerDay, platform.requests_per_day],
    ['tokens', wanted.tokensPerDay, platform.tokens_per_day],
  ] as const) {
    if (over(value, ceiling))
      throw unprocessable(
        `The platform allows at most ${ceiling} ${kind} a day for ${who}; ` +
          `a school may set a lower limit, not ${value}.`,
        'quota_above_platform',
        { kind, ceiling },
      );
  }
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

export function quotaRoutes(app: App, ai: AiServices, db: Db) {
  app.get(
    '/api/ai-admin/rate-limits',
    { config: READ, schema: { querystring: ScopeQuery, response: replies({ 200: QuotasReply }) } },
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
        // What is enforced per role: the lower of the platform's and the school's (null: no limit).
        effective: [...(await ai.quotas.effectiveLimits(tenantId)).entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([role, l]) => ({ role, requestsPerDay: l.requests, tokensPerDay: l.tokens })),
        usageToday: usage.rows,
      };
    },
  );

  app.put(
    '/api/ai-admin/rate-limits/:role',
    { config: WRITE, schema: { params: RoleParams, body: QuotaBody, response: replies({ 200: QuotaView }) } },
    async (req) => {
      const tenantId = scopeOf(req.principal!, req.body.tenantId, true);
      const { role } = req.params;
      const { requestsPerDay, tokensPerDay } = req.body;
      const row = await db.transaction().execute(async (trx) => {
        const rows = await sql<QuotaRow>`
          SELECT * FROM platform.ai_quotas
          WHERE role_name = ${role} AND (tenant_id IS NULL OR tenant_id IS NOT DISTINCT FROM ${tenantId}::int)
          FOR UPDATE`.execute(trx);
        const before = rows.rows.find((r) => r.tenant_id === tenantId);
        if (tenantId !== null)
          checkCeiling(
            role,
            rows.rows.find((r) => r.tenant_id === null),
            req.body,
          );
        const res = await sql<QuotaRow>`
          INSERT INTO platform.ai_quotas (tenant_id, role_name, requests_per_day, tokens_per_day)
          VALUES (${tenantId}, ${role}, ${requestsPerDay}, ${tokensPerDay})
          ON CONFLICT (coalesce(tenant_id, 0), role_name) DO UPDATE SET requests_per_day = EXCLUDED.requests_per_day,
            tokens_per_day = EXCLUDED.tokens_per_day, version = platform.ai_quotas.version + 1, updated_at = now()
          RETURNING *`.execute(trx);
        const after = res.rows[0];
        await writeAudit(
          trx,
          QUOTA_AUDIT,
          auditContext(req.principal!, req.tenant!),
          before ? 'update' : 'create',
          before ? { ...before } : null,
          { ...after },
        );
        return after;
      });
      ai.quotas.invalidate(tenantId);
      return view(row);
    },
  );

  app.delete(
    '/api/ai-admin/rate-limits/:role',
    {
      config: WRITE,
      schema: { params: RoleParams, querystring: ScopeQuery, response: replies({ 204: Type.Null() }) },
    },
    async (req, reply) => {
      const tenantId = scopeOf(req.principal!, req.query.tenantId, true);
      await db.transaction().execute(async (trx) => {
        const res = await sql<QuotaRow>`
          DELETE FROM platform.ai_quotas WHERE tenant_id IS NOT DISTINCT FROM ${tenantId}::int
            AND role_name = ${req.params.role} RETURNING *`.execute(trx);
        const before = res.rows[0];
        if (!before) throw notFound('No such quota row');
        await writeAudit(trx, QUOTA_AUDIT, auditContext(req.principal!, req.tenant!), 'delete', { ...before }, null);
      });
      ai.quotas.invalidate(tenantId);
      return reply.status(204).send(null);
    },
  );

  // Usage per user and tool over the last days: what the insights screens build on.
  app.get(
    '/api/ai-admin/usage',
    { config: READ, schema: { querystring: UsageQuery, response: replies({ 200: UsageReply }) } },
    async (req) => {
      const p = req.principal!;
      const tenantId = scopeOf(p, req.query.tenantId, false) ?? p.tenantId;
      const days = Number(req.query.days ?? 7);
      await ai.quotas.flush();
      const res = await sql<Static<typeof UsageReply>['rows'][number]>`
      SELECT u.user_id, au.email, u.tool_slug, count(*)::int AS requests, coalesce(sum(u.total_tokens), 0)::int AS tokens,
             count(*) FILTER (WHERE u.status = 'error')::int AS errors,
             count(*) FILTER (WHERE cardinality(u.failed_checks) > 0)::int AS flagged, max(u.at) AS last_at
      FROM platform.ai_usage u LEFT JOIN platform.app_users au ON au.user_id = u.user_id
      WHERE u.tenant_id = ${tenantId} AND u.day > (now() AT TIME ZONE 'utc')::date - ${days}::int
      GROUP BY u.user_id, au.email, u.tool_slug ORDER BY tokens DESC, requests DESC LIMIT 500`.execute(db);
      return { tenantId, days, rows: res.rows };
    },
  );
}

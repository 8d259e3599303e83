// Answer schemas of the AI administration routes (server/ai-admin/, docs/route-modules.md), shared
// with the pages that read them. Timestamps may arrive from the database as dates: a string schema
// writes them as ISO strings.
import { Type } from '@sinclair/typebox';

const Stamp = Type.String();
const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()]);

export const ProviderView = Type.Object({
  tenantId: Type.Integer(),
  providerName: Type.String(),
  baseUrl: Type.String(),
  model: Type.String(),
  hasApiKey: Type.Boolean(),
  version: Type.Integer(),
  updatedAt: Stamp,
});

export const ProvidersReply = Type.Object({
  canEdit: Type.Boolean(),
  platform: Type.Union([
    Type.Object({ baseUrl: Type.String(), model: Type.String(), hasApiKey: Type.Boolean() }),
    Type.Null(),
  ]),
  rows: Type.Array(
    Type.Object({
      tenantId: Type.Integer(),
      tenantTitle: Type.String(),
      schema: Nullable(Type.String()),
      provider: Type.Union([ProviderView, Type.Null()]),
    }),
  ),
});

export const ProviderTestReply = Type.Object({
  ok: Type.Boolean(),
  source: Type.Optional(Type.String()),
  model: Type.Optional(Type.String()),
  latencyMs: Type.Optional(Type.Integer()),
  code: Type.Optional(Type.String()),
  message: Type.Optional(Type.String()),
});

const Limit = Type.Union([Type.Integer(), Type.Null()]);
export const QuotaView = Type.Object({
  id: Type.Integer(),
  tenantId: Type.Union([Type.Integer(), Type.Null()]),
  role: Type.String(),
  requestsPerDay: Limit,
  tokensPerDay: Limit,
  version: Type.Integer(),
  updatedAt: Stamp,
});

export const QuotasReply = Type.Object({
  tenantId: Type.Integer(),
  canEdit: Type.Boolean(),
  canEditDefaults: Type.Boolean(),
  resetAt: Type.String(),
  defaults: Type.Array(QuotaView),
  own: Type.Array(QuotaView),
  effective: Type.Array(Type.Object({ role: Type.String(), requestsPerDay: Limit, tokensPerDay: Limit })),
  usageToday: Type.Array(
    Type.Object({ role_name: Type.String(), requests: Type.Integer(), tokens: Type.Integer(), users: Type.Integer() }),
  ),
});

export const UsageReply = Type.Object({
  tenantId: Type.Integer(),
  days: Type.Integer(),
  rows: Type.Array(
    Type.Object({
      user_id: Type.String(),
      email: Nullable(Type.String()),
      tool_slug: Type.String(),
      requests: Type.Integer(),
      tokens: Type.Integer(),
      errors: Type.Integer(),
      /** answers that failed a check by code at generation time (server/ai-eval/output-checks.ts) */
      flagged: Type.Integer(),
      last_at: Stamp,
    }),
  ),
});

export const TemplateEntry = Type.Object({
  name: Type.String(),
  title: Type.String(),
  fields: Type.Array(Type.String()),
  platformBody: Type.String(),
  body: Nullable(Type.String()),
  version: Type.Union([Type.Integer(), Type.Null()]),
  updatedAt: Type.Union([Stamp, Type.Null()]),
});
export const TemplatesReply = Type.Object({ rows: Type.Array(TemplateEntry) });
export const SavedTemplate = Type.Object({
  name: Type.String(),
  body: Type.String(),
  version: Type.Integer(),
  updatedAt: Stamp,
});

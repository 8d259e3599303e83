// The chat's prompt templates (prompt.read to read, prompt.update to change): the platform's
// defaults at /ai/prompt-templates (operators change them) and a school's view with its own
// overrides at /ai/tenant-prompt-templates. One template per scope is the default
// (default_template = 'Y', as llm_trans/prompt_template reads it). Audited as prompt_templates.
import type { App } from '../schemas/app.ts';
import { sql } from 'kysely';
import type { Tenant } from '../db/tenant.ts';
import { Type, type Static } from '@sinclair/typebox';
import type { Db } from '../db/database.ts';
import type { Principal } from '../auth/principal.ts';
import { replies } from '../schemas/replies.ts';
import { notFound } from '../errors.ts';
import { requireOperator } from '../auth/operator.ts';
import { writeAudit } from '../resources/audit.ts';
import { auditContext, TEMPLATE_AUDIT } from '../ai/audit.ts';
import { CHAT_TEMPLATE_PREFIX } from './template-names.ts';
import { chatTemplates, clearChatTemplates } from './templates.ts';
import { TemplateList } from './schemas.ts';

const Name = Type.String({ minLength: 6, maxLength: 120, pattern: '^chat/[^\\s/].*$' });
const SaveBody = Type.Object(
  { name: Name, body: Type.String({ minLength: 1, maxLength: 20_000 }), isDefault: Type.Boolean() },
  { additionalProperties: false },
);
const NameQuery = Type.Object({ name: Name }, { additionalProperties: false });
const platformPage = { uiPath: '/ai/prompt-templates' };
const tenantPage = { uiPath: '/ai/tenant-prompt-templates' };

interface Row {
  id: number;
  tenant_id: number | null;
  template_name: string;
  body: string;
  default_template: string;
}

/** Creates or replaces one scope's template; marking it default unmarks the scope's others. */
async function save(db: Db, p: Principal, t: Tenant, tenantId: number | null, b: Static<typeof SaveBody>) {
  await db.transaction().execute(async (trx) => {
    const scope = sql`tenant_id IS NOT DISTINCT FROM ${tenantId}::int AND starts_with(template_name, ${CHAT_TEMPLATE_PREFIX})`;
    const before = (
      await sql<Row>`SELECT id, tenant_id, template_name, body, default_template FROM platform.prompt_templates
        WHERE ${scope} AND template_name = ${b.name} FOR UPDATE`.execute(trx)
    ).rows[0];
    if (b.isDefault)
      await sql`UPDATE platform.prompt_templates SET default_template = 'N' WHERE ${scope} AND template_name <> ${b.name}`.execute(
        trx,
      );
    const after = (
      await sql<Row>`
        INSERT INTO platform.prompt_templates (tenant_id, template_name, tool_slug, body, default_template)
        VALUES (${tenantId}, ${b.name}, NULL, ${b.body}, ${b.isDefault ? 'Y' : 'N'})
        ON CONFLICT (coalesce(tenant_id, 0), template_name) DO UPDATE SET body = EXCLUDED.body,
          default_template = EXCLUDED.default_template, version = platform.prompt_templates.version + 1, updated_at = now()
        RETURNING id, tenant_id, template_name, body, default_template`.execute(trx)
    ).rows[0];
    const ctx = auditContext(p, t);
    await writeAudit(trx, TEMPLATE_AUDIT, ctx, before ? 'update' : 'create', before ? { ...before } : null, {
      ...after,
    });
  });
  clearChatTemplates(db, tenantId);
}

export function templateRoutes(app: App) {
  const db = app.database.db;
  const list = { response: replies({ 200: TemplateList }) };

  app.get(
    '/api/ai/prompt-templates/platform',
    { config: { access: 'prompt.read', ...platformPage }, schema: list },
    async () => {
      const res =
        await sql<Row>`SELECT id, tenant_id, template_name, body, default_template FROM platform.prompt_templates
        WHERE tenant_id IS NULL AND starts_with(template_name, ${CHAT_TEMPLATE_PREFIX}) ORDER BY template_name`.execute(
          db,
        );
      return {
        rows: res.rows.map((r) => ({
          name: r.template_name,
          title: r.template_name.slice(CHAT_TEMPLATE_PREFIX.length),
          body: r.body,
          isDefault: r.default_template === 'Y',
          source: 'platform',
        })),
      };
    },
  );

  app.get(
    '/api/ai/prompt-templates/tenant',
    { config: { access: 'prompt.read', ...tenantPage }, schema: list },
    async (req) => ({ rows: await chatTemplates(db, req.principal!.tenantId) }),
  );

  app.put(
    '/api/ai/prompt-templates/platform',
    {
      config: { access: 'prompt.update', ...platformPage },
      schema: { body: SaveBody, response: replies({ 204: Type.Null() }) },
    },
    async (req, reply) => {
      requireOperator(req.principal!, "change the platform's chat templates");
      await save(db, req.principal!, req.tenant!, null, req.body);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/ai/prompt-templates/tenant',
    {
      config: { access: 'prompt.update', ...tenantPage },
      schema: { body: SaveBody, response: replies({ 204: Type.Null() }) },
    },
    async (req, reply) => {
      await save(db, req.principal!, req.tenant!, req.principal!.tenantId, req.body);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/ai/prompt-templates/tenant',
    {
      config: { access: 'prompt.update', ...tenantPage },
      schema: { querystring: NameQuery, response: replies({ 204: Type.Null() }) },
    },
    async (req, reply) => {
      const p = req.principal!;
      const removed = await db.transaction().execute(async (trx) => {
        const res = await sql<Row>`DELETE FROM platform.prompt_templates
          WHERE tenant_id = ${p.tenantId} AND template_name = ${req.query.name}
          RETURNING id, tenant_id, template_name, body, default_template`.execute(trx);
        if (res.rows[0])
          await writeAudit(trx, TEMPLATE_AUDIT, auditContext(p, req.tenant!), 'delete', { ...res.rows[0] }, null);
        return res.rows.length > 0;
      });
      clearChatTemplates(db, p.tenantId);
      if (!removed) throw notFound('This school has no template of that name of its own');
      return reply.status(204).send(null);
    },
  );
}

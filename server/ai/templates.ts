// Prompt templates: a tool's template and CommonCharacter, the tenant's own row when it has one,
// else the platform default (tenant_id NULL). Read through a short cache: every generation needs them.
import { sql } from 'kysely';
import type { Tenant } from '../db/tenant.ts';
import type { Db } from '../db/database.ts';
import { COMMON_CHARACTER_NAME, DEFAULT_TOOL_TEMPLATES, toolTemplateName } from './default-templates.ts';
import { TtlCache } from './ttl-cache.ts';
import type { Principal } from '../auth/principal.ts';
import { writeAudit } from '../resources/audit.ts';
import { auditContext, TEMPLATE_AUDIT } from './audit.ts';

export interface ResolvedTemplates {
  tool: string;
  toolSource: 'tenant' | 'platform' | 'built-in';
  commonCharacter: string;
}

export interface TemplateRow {
  id: number;
  tenant_id: number | null;
  template_name: string;
  tool_slug: string | null;
  body: string;
  version: number;
  updated_at: string;
}

export class TemplateStore {
  private readonly cache = new TtlCache<Map<string, TemplateRow>>(30_000);
  constructor(private readonly db: Db) {}

  /** The rows a tenant sees, keyed by name: its own rows win over the platform defaults. */
  private effective(tenantId: number) {
    return this.cache.get(String(tenantId), async () => {
      const res = await sql<TemplateRow>`
        SELECT id, tenant_id, template_name, tool_slug, body, version, updated_at FROM platform.prompt_templates
        WHERE (tenant_id IS NULL OR tenant_id = ${tenantId})
          AND (tool_slug IS NOT NULL OR template_name = ${COMMON_CHARACTER_NAME})
        ORDER BY tenant_id NULLS FIRST`.execute(this.db);
      const map = new Map<string, TemplateRow>();
      for (const r of res.rows) map.set(r.template_name, r);
      return map;
    });
  }

  async resolve(tenantId: number, slug: string): Promise<ResolvedTemplates> {
    const rows = await this.effective(tenantId);
    const row = rows.get(toolTemplateName(slug));
    return {
      tool: row?.body ?? DEFAULT_TOOL_TEMPLATES[slug] ?? '',
      toolSource: row ? (row.tenant_id === null ? 'platform' : 'tenant') : 'built-in',
      commonCharacter: rows.get(COMMON_CHARACTER_NAME)?.body ?? '',
    };
  }

  /** Every tool template and CommonCharacter for one scope (a tenant's own rows, or the platform's). */
  async list(tenantId: number | null): Promise<TemplateRow[]> {
    const res = await sql<TemplateRow>`
      SELECT id, tenant_id, template_name, tool_slug, body, version, updated_at FROM platform.prompt_templates
      WHERE tenant_id IS NOT DISTINCT FROM ${tenantId}::int
        AND (tool_slug IS NOT NULL OR template_name = ${COMMON_CHARACTER_NAME})
      ORDER BY template_name`.execute(this.db);
    return res.rows;
  }

  /** Creates or replaces a scope's template, audited in the same transaction. */
  async save(
    p: Principal,
    /** the request's tenant (the audit's context) */
    tenant: Tenant,
    tenantId: number | null,
    name: string,
    slug: string | null,
    body: string,
  ): Promise<TemplateRow> {
    const row = await this.db.transaction().execute(async (trx) => {
      const before = (
        await sql<TemplateRow>`
          SELECT id, tenant_id, template_name, tool_slug, body, version, updated_at FROM platform.prompt_templates
          WHERE tenant_id IS NOT DISTINCT FROM ${tenantId}::int AND template_name = ${name} FOR UPDATE`.execute(trx)
      ).rows[0];
      const res = await sql<TemplateRow>`
        INSERT INTO platform.prompt_templates (tenant_id, template_name, tool_slug, body, default_template)
        VALUES (${tenantId}, ${name}, ${slug}, ${body}, 'Y')
        ON CONFLICT (coalesce(tenant_id, 0), template_name)
        DO UPDATE SET body = EXCLUDED.body, version = platform.prompt_templates.version + 1, updated_at = now()
        RETURNING id, tenant_id, template_name, tool_slug, body, version, updated_at`.execute(trx);
      const after = res.rows[0];
      await writeAudit(
        trx,
        TEMPLATE_AUDIT,
        auditContext(p, tenant),
        before ? 'update' : 'create',
        before ? { ...before } : null,
        { ...after },
      );
      return after;
    });
    this.invalidate(tenantId);
    return row;
  }

  /** Removes a tenant's override (audited); false when it had none. */
  async remove(p: Principal, tenant: Tenant, tenantId: number, name: string): Promise<boolean> {
    const removed = await this.db.transaction().execute(async (trx) => {
      const res = await sql<TemplateRow>`
        DELETE FROM platform.prompt_templates WHERE tenant_id = ${tenantId} AND template_name = ${name}
        RETURNING id, tenant_id, template_name, tool_slug, body, version, updated_at`.execute(trx);
      const before = res.rows[0];
      if (before) await writeAudit(trx, TEMPLATE_AUDIT, auditContext(p, tenant), 'delete', { ...before }, null);
      return Boolean(before);
    });
    this.invalidate(tenantId);
    return removed;
  }

  private invalidate(tenantId: number | null) {
    // A platform default change reaches every tenant.
    if (tenantId === null) this.cache.clear();
    else this.cache.clear(String(tenantId));
  }
}

// The chat's prompt templates as a school sees them: the platform's chat/ rows with the school's
// own rows of the same name in their place; the default is the school's own 'Y' row when it
// marked one, else the platform's. Read through a short cache, as the tools' templates are
// (server/ai/templates.ts): every conversation and answer needs them; changes here clear it.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { TtlCache } from '../ai/ttl-cache.ts';
import { CHAT_TEMPLATE_PREFIX, chatTemplateTitle } from './template-names.ts';

export interface ChatTemplate {
  name: string;
  title: string;
  body: string;
  isDefault: boolean;
  source: 'tenant' | 'platform';
}

interface Row {
  tenant_id: number | null;
  template_name: string;
  body: string;
  default_template: string;
}

const caches = new WeakMap<Db, TtlCache<ChatTemplate[]>>();
const cacheOf = (db: Db) => {
  let c = caches.get(db);
  if (!c) caches.set(db, (c = new TtlCache<ChatTemplate[]>(30_000)));
  return c;
};

/** After a change to a school's templates (or, with null, the platform's, which every school sees). */
export function clearChatTemplates(db: Db, tenantId: number | null) {
  cacheOf(db).clear(tenantId === null ? undefined : String(tenantId));
}

export function chatTemplates(db: Db, tenantId: number): Promise<ChatTemplate[]> {
  return cacheOf(db).get(String(tenantId), () => readTemplates(db, tenantId));
}

async function readTemplates(db: Db, tenantId: number): Promise<ChatTemplate[]> {
  const res = await sql<Row>`
    SELECT tenant_id, template_name, body, default_template FROM platform.prompt_templates
    WHERE (tenant_id IS NULL OR tenant_id = ${tenantId}) AND starts_with(template_name, ${CHAT_TEMPLATE_PREFIX})
    ORDER BY tenant_id NULLS FIRST, template_name`.execute(db);
  const byName = new Map<string, Row>();
  for (const r of res.rows) byName.set(r.template_name, r);
  const rows = [...byName.values()].sort((a, b) => a.template_name.localeCompare(b.template_name));
  const tenantDefault = rows.some((r) => r.tenant_id !== null && r.default_template === 'Y');
  const defaultRow =
    rows.find((r) => r.default_template === 'Y' && (r.tenant_id !== null) === tenantDefault) ?? rows[0];
  return rows.map((r) => ({
    name: r.template_name,
    title: chatTemplateTitle(r.template_name),
    body: r.body,
    isDefault: r === defaultRow,
    source: r.tenant_id === null ? 'platform' : 'tenant',
  }));
}

/** The template a conversation uses: its own choice when that still exists, else the default. */
export async function templateFor(db: Db, tenantId: number, name: string | null): Promise<ChatTemplate | undefined> {
  const all = await chatTemplates(db, tenantId);
  return all.find((t) => t.name === name) ?? all.find((t) => t.isDefault);
}

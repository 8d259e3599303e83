// Seeds one platform default prompt template per tool (kept when one already exists, so an
// operator's edits survive restarts).
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { DEFAULT_TOOL_TEMPLATES, toolTemplateName } from './default-templates.ts';

export async function seedToolTemplates(db: Db) {
  for (const [slug, body] of Object.entries(DEFAULT_TOOL_TEMPLATES)) {
    await sql`
      INSERT INTO platform.prompt_templates (tenant_id, template_name, tool_slug, body, default_template)
      SELECT NULL, ${toolTemplateName(slug)}, ${slug}, ${body}, 'Y'
      WHERE NOT EXISTS (
        SELECT 1 FROM platform.prompt_templates WHERE tenant_id IS NULL AND template_name = ${toolTemplateName(slug)})`.execute(
      db,
    );
  }
}

import { sql } from 'kysely';
import type { Migration } from '../../migrate.ts';
import { DEFAULT_CHAT_TEMPLATES } from '../data/chat-templates.ts';

// AI chat (docs/ai-chat.md): the platform's chat prompt templates, and a daily quota for
// students, who chat (the teacher tools gave them none). Schools lower it at /ai/rate-limits.
export const chatPlatform: Migration = {
  version: '012-chat',
  async up(db) {
    for (const t of DEFAULT_CHAT_TEMPLATES) {
      await sql`
        INSERT INTO platform.prompt_templates (tenant_id, template_name, tool_slug, body, default_template)
        VALUES (NULL, ${t.name}, NULL, ${t.body}, ${t.isDefault ? 'Y' : 'N'})
        ON CONFLICT (coalesce(tenant_id, 0), template_name) DO NOTHING`.execute(db);
    }
    await sql`
      UPDATE platform.ai_quotas SET requests_per_day = 50, tokens_per_day = 50000
      WHERE tenant_id IS NULL AND role_name = 'student' AND requests_per_day = 0`.execute(db);
  },
};

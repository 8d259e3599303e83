// The chat's prompt template names: a chat template's name starts with chat/ (docs/ai-chat.md); the
// platform's default templates are seeded by the migration 012-chat (server/db/migrations/data).
export const CHAT_TEMPLATE_PREFIX = 'chat/';
export const chatTemplateTitle = (name: string) => name.slice(CHAT_TEMPLATE_PREFIX.length);

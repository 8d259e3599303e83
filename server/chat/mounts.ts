// The three conversation APIs (docs/ai-chat.md): the same routes under each page's own path, so a
// school that blocks /ai/chat still has the tutor, and a conversation is only reached through its
// own page's API (each mount reads only conversations of its kind).
/** 'room': a student's conversation in a teacher's room (server/rooms), answered through its own routes. */
export type ChatKind = 'chat' | 'tutor' | 'lama' | 'room';

export interface ChatMount {
  kind: ChatKind;
  /** e.g. /api/ai/chat/conversations */
  base: string;
  uiPath: string;
}

export const CHAT_MOUNTS: readonly ChatMount[] = [
  { kind: 'chat', base: '/api/ai/chat/conversations', uiPath: '/ai/chat' },
  { kind: 'tutor', base: '/api/ai/tutor/conversations', uiPath: '/ai/ei-tutor' },
  { kind: 'lama', base: '/api/ai/lama/conversations', uiPath: '/ai/lama-chat' },
];

/** The usage rows' tool (platform.ai_usage.tool_slug) of each kind. */
export const USAGE_TOOL: Record<ChatKind, string> = {
  chat: 'chat',
  tutor: 'ei-tutor',
  lama: 'lama-chat',
  room: 'room',
};

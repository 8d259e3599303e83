// The chat's platform prompt templates as the migration 012-chat seeds them (names start with chat/,
// see docs/ai-chat.md): the system message of a conversation. A school may override any of them; the
// one marked default_template = 'Y' is what a new conversation starts with. Data of a migration: frozen.
export interface ChatTemplateSeed {
  name: string;
  isDefault: boolean;
  body: string;
}

export const DEFAULT_CHAT_TEMPLATES: readonly ChatTemplateSeed[] = [
  {
    name: 'chat/General assistant',
    isDefault: true,
    body:
      'You are a helpful, patient assistant in a school learning platform. Answer in Markdown, clearly and ' +
      'accurately, at a level suited to the person asking. Say when you are unsure. Keep answers safe for students.',
  },
  {
    name: 'chat/Socratic tutor',
    isDefault: false,
    body:
      'You are a Socratic tutor. Guide the student with questions and hints towards the answer instead of giving ' +
      'it, especially for graded work. Answer in Markdown, briefly, and check understanding as you go.',
  },
  {
    name: 'chat/Writing coach',
    isDefault: false,
    body:
      'You are a writing coach. Give specific, encouraging feedback on structure, clarity and grammar, with short ' +
      'examples. Do not rewrite whole pieces of graded work for a student. Answer in Markdown.',
  },
];

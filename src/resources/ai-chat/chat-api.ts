// The browser's calls to the chat API (server/chat/, docs/ai-chat.md). The chat, the EI tutor and
// the open-model chat each have their conversations under their own path (`Mount`).
import { apiFetch } from '../../providers/http-client.ts';

export type Mount = 'chat' | 'tutor' | 'lama';

export interface Conversation {
  id: number;
  title: string;
  templateName: string | null;
  kind: string;
  flagged: boolean;
  courseId: number | null;
  model: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A lesson passage a tutor's answer was grounded on. */
export interface Source {
  /** null for a passage of a text lesson */
  transcriptId: number | null;
  contentElementId: number | null;
  lesson: string;
  startMs: number | null;
  label: string;
  text: string;
}

export interface ChatMessage {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  status: string;
  flagged: boolean;
  sources?: Source[] | null;
  createdAt: string;
}

export interface Attachment {
  id: number;
  name: string;
  chars: number;
  truncated: boolean;
}

export interface Detail {
  conversation: Conversation;
  messages: ChatMessage[];
  attachments: Attachment[];
}

export interface ChatTemplate {
  name: string;
  title: string;
  isDefault: boolean;
  source: string;
}

export interface CreateBody {
  templateName?: string;
  courseId?: number;
  model?: string;
}

const base = (m: Mount) => `/ai/${m}/conversations`;
const query = (q: string, courseId?: number) => {
  const p = new URLSearchParams();
  if (q) p.set('q', q);
  if (courseId) p.set('courseId', String(courseId));
  return p.size ? `?${p}` : '';
};

export const listConversations = (q: string, m: Mount = 'chat', courseId?: number) =>
  apiFetch<{ rows: Conversation[] }>(`${base(m)}${query(q, courseId)}`).then((r) => r.rows);
export const getConversation = (id: number, m: Mount = 'chat') => apiFetch<Detail>(`${base(m)}/${id}`);
export const createConversation = (body: CreateBody, m: Mount = 'chat') =>
  apiFetch<Conversation>(base(m), { method: 'POST', body });
export const updateConversation = (
  id: number,
  body: { title?: string; templateName?: string; model?: string },
  m: Mount = 'chat',
) => apiFetch<Conversation>(`${base(m)}/${id}`, { method: 'PATCH', body });
export const deleteConversation = (id: number, m: Mount = 'chat') =>
  apiFetch<void>(`${base(m)}/${id}`, { method: 'DELETE' });
export const listTemplates = () => apiFetch<{ rows: ChatTemplate[] }>('/ai/chat/templates').then((r) => r.rows);
export const listTutorCourses = () =>
  apiFetch<{ rows: { id: number; title: string }[] }>('/ai/tutor/courses').then((r) => r.rows);
export const listModels = () =>
  apiFetch<{ configured: boolean; provider: string; defaultModel: string; models: string[]; listed: boolean }>(
    '/ai/lama/models',
  );
export const messagesPath = (id: number, m: Mount = 'chat') => `${base(m)}/${id}/messages`;
export const regeneratePath = (id: number, m: Mount = 'chat') => `${base(m)}/${id}/regenerate`;
export function attachFile(id: number, file: File, m: Mount = 'chat') {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiFetch<Attachment>(`${base(m)}/${id}/attachments`, { method: 'POST', body: form });
}
export const removeAttachment = (id: number, attachmentId: number, m: Mount = 'chat') =>
  apiFetch<void>(`${base(m)}/${id}/attachments/${attachmentId}`, { method: 'DELETE' });

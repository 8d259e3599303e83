// The browser's calls to the chat API (server/chat/routes.ts, docs/ai-chat.md).
import { apiFetch } from '../../providers/http-client.ts';

export interface Conversation {
  id: number;
  title: string;
  templateName: string | null;
  kind: string;
  flagged: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface ChatMessage {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  status: string;
  flagged: boolean;
  createdAt: string;
}

export interface ChatTemplate {
  name: string;
  title: string;
  isDefault: boolean;
  source: string;
}

const BASE = '/ai/chat/conversations';

export const listConversations = (q: string) =>
  apiFetch<{ rows: Conversation[] }>(`${BASE}${q ? `?q=${encodeURIComponent(q)}` : ''}`).then((r) => r.rows);
export const getConversation = (id: number) =>
  apiFetch<{ conversation: Conversation; messages: ChatMessage[] }>(`${BASE}/${id}`);
export const createConversation = (body: { templateName?: string }) =>
  apiFetch<Conversation>(BASE, { method: 'POST', body });
export const updateConversation = (id: number, body: { title?: string; templateName?: string }) =>
  apiFetch<Conversation>(`${BASE}/${id}`, { method: 'PATCH', body });
export const deleteConversation = (id: number) => apiFetch<void>(`${BASE}/${id}`, { method: 'DELETE' });
export const listTemplates = () => apiFetch<{ rows: ChatTemplate[] }>('/ai/chat/templates').then((r) => r.rows);
export const messagesPath = (id: number) => `${BASE}/${id}/messages`;
export const regeneratePath = (id: number) => `${BASE}/${id}/regenerate`;

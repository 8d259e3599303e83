// The browser's calls to the tools API (server/tools/routes.ts), through the one HTTP client.
import { apiFetch, apiRequest } from '../providers/http-client.ts';
import type { ToolInputs } from '../shared/tools/field-types.ts';
import type { QuestionVersion } from '../shared/tools/rotate.ts';

export interface AiStatus {
  configured: boolean;
  message?: string;
  source?: 'tenant' | 'platform';
  providerName?: string;
  model?: string;
}

export const fetchAiStatus = () => apiFetch<AiStatus>('/tools/status');

export interface ExtractedText {
  name: string;
  text: string;
  chars: number;
  truncated: boolean;
}

export function extractText(file: File): Promise<ExtractedText> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiFetch<ExtractedText>('/tools/extract-text', { method: 'POST', body: form });
}

export type ExportFormat = 'docx' | 'pdf';

/** Asks the server for a .docx or PDF of the Markdown and saves it through the browser's download. */
export async function downloadExport(format: ExportFormat, title: string, markdown: string): Promise<string> {
  const res = await apiRequest('/tools/export', { method: 'POST', body: { format, title, markdown } });
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `output.${format}`;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
  return name;
}

export interface SavedOutput {
  id: number;
  toolSlug: string;
  title: string;
  inputs: ToolInputs;
  output?: string;
  createdAt: string;
}

export const saveOutput = (o: { toolSlug: string; title: string; inputs: ToolInputs; output: string }) =>
  apiFetch<SavedOutput>('/tools/collection', { method: 'POST', body: o });

export function listCollection(q: { tool?: string; q?: string; offset: number; limit: number }) {
  const params = new URLSearchParams({ offset: String(q.offset), limit: String(q.limit) });
  if (q.tool) params.set('tool', q.tool);
  if (q.q) params.set('q', q.q);
  return apiFetch<{ rows: SavedOutput[]; total: number }>(`/tools/collection?${params}`);
}

export const getSaved = (id: number) => apiFetch<SavedOutput>(`/tools/collection/${id}`);
export const deleteSaved = (id: number) => apiFetch<void>(`/tools/collection/${id}`, { method: 'DELETE' });

export interface RotateResult {
  seed: number;
  questionCount: number;
  reworded: number;
  notice?: string;
  versions: QuestionVersion[];
  markdown: string;
}

export const rotateQuestionSet = (body: {
  questions: string;
  versions: number;
  reword: boolean;
  seed?: number;
  title?: string;
}) => apiFetch<RotateResult>('/tools/question-rotator/rotate', { method: 'POST', body });

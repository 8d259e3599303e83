// The lesson transcript writes (server/transcripts): upload a file to be read into passages, rename
// or relink one (with its version, so someone else's change meanwhile is refused), delete one.
import { apiFetch } from '../../providers/http-client.ts';

export interface EditedTranscript {
  id: number;
  title: string;
  content_element_id: number | null;
  version: number;
}

export interface SavedTranscript {
  data: { id: number; title: string; source_format: string; chunks: number };
}

/** the form's file, title and lesson as POST /api/lesson-transcripts takes them */
export const uploadTranscript = (body: FormData) =>
  apiFetch<SavedTranscript>('/lesson-transcripts', { method: 'POST', body });

export const editTranscript = (t: EditedTranscript, title: string, contentElementId: number | null) =>
  apiFetch<{ data: EditedTranscript }>(`/lesson-transcripts/${t.id}`, {
    method: 'PATCH',
    body: { version: t.version, title, content_element_id: contentElementId },
  }).then((r) => r.data);

export const deleteTranscript = (id: number) => apiFetch(`/lesson-transcripts/${id}`, { method: 'DELETE' });

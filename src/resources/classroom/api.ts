// The classroom's calls for a student beyond plain reads (server/classroom/): the autosaved draft, a
// hand-in of text or of files (by XMLHttpRequest, which alone reports upload progress), a version's
// file read back, the quiz attempt's start, answers and submit.
import { apiFetch, apiRequest, HttpError } from '../../providers/http-client.ts';
import { readItem } from '../../providers/auth/auth-storage.ts';
import { fileNameFromDisposition, saveBlob } from '../../lib/file-download.ts';
import { runtimeConfig } from '../../config/runtime-config.ts';
import type { Attempt } from './types.ts';

export const saveDraft = (id: number, text: string) =>
  apiFetch<{ data: { status: string } }>(`/assignments/${id}/draft`, { method: 'PUT', body: { text } });

export const handInText = (id: number, text: string) =>
  apiFetch(`/assignments/${id}/submissions`, { method: 'POST', body: { text } });

function failureOf(xhr: XMLHttpRequest): HttpError {
  try {
    const body = JSON.parse(xhr.responseText) as { error?: { code?: string; message?: string } };
    if (body.error?.message)
      return new HttpError(xhr.status, body.error.code ?? `http_${xhr.status}`, body.error.message);
  } catch {
    // not JSON: the generic message below
  }
  if (xhr.status === 413) return new HttpError(413, 'payload_too_large', 'The files are too large to hand in');
  return new HttpError(
    xhr.status,
    `http_${xhr.status}`,
    xhr.status ? `Hand-in failed (${xhr.status})` : 'The connection was lost',
  );
}

/** the files as one hand-in (multipart field `files`); `onProgress` gets 0..100 */
export function handInFiles(id: number, files: File[], onProgress: (percent: number) => void) {
  return new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${runtimeConfig().apiBaseUrl}/assignments/${id}/submissions`);
    const token = readItem('access_token');
    const role = readItem('current_role');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    if (role) xhr.setRequestHeader('x-current-role', role);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => (xhr.status === 201 ? resolve() : reject(failureOf(xhr)));
    xhr.onerror = () => reject(failureOf(xhr));
    const form = new FormData();
    for (const f of files) form.append('files', f, f.name);
    xhr.send(form);
  });
}

export async function downloadVersionFile(id: number, student: number, version: number, n: number, name: string) {
  const res = await apiRequest(`/assignments/${id}/submissions/${student}/versions/${version}/files/${n}`);
  saveBlob(await res.blob(), fileNameFromDisposition(res.headers.get('content-disposition'), name));
}

export const startAttempt = async (id: number) =>
  (await apiFetch<{ data: Attempt }>(`/assignments/${id}/quiz/attempts`, { method: 'POST' })).data;

export const readAttempt = async (id: number) => (await apiFetch<{ data: Attempt }>(`/quiz-attempts/${id}`)).data;

export const saveAnswer = (attempt: number, question: number, response: number | string) =>
  apiFetch(`/quiz-attempts/${attempt}/answers/${question}`, { method: 'PUT', body: { response } });

export const submitAttempt = async (id: number) =>
  (await apiFetch<{ data: Attempt }>(`/quiz-attempts/${id}/submit`, { method: 'POST' })).data;

/** a submitted attempt's result per question (quiz-answers.tsx): `released: false` until the grade is released */
export interface QuestionResult {
  id: number;
  kind: 'multiple_choice' | 'fill_in' | 'short_answer' | 'essay';
  stem: string;
  choices: string[];
  response: number | string | null;
  state: 'right' | 'wrong' | 'partly' | 'pending';
  points: number | null;
  max_points: number;
  /** only when the quiz shows the correct answers */
  answer?: number | string[] | string | null;
}
export type AttemptResult =
  | { released: false }
  | { released: true; number: number; score: number; max_points: number; questions: QuestionResult[] };

export const readAttemptResult = async (id: number) =>
  (await apiFetch<{ data: AttemptResult }>(`/quiz-attempts/${id}/result`)).data;

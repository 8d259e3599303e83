// The file service's calls for an assignment's attachments (server/files/assignment-attachments.ts):
// list, download, add and remove. They go to the file service's own address, not under the API base.
import { apiFetch, apiRequest } from '../providers/http-client.ts';
import { runtimeConfig } from '../config/runtime-config.ts';
import { fileNameFromDisposition, saveBlob } from '../lib/file-download.ts';

export interface Attachment {
  id: number;
  name: string;
  size: number;
  contentType: string;
}

const base = (assignmentId: number | string) =>
  `${runtimeConfig().filesBaseUrl}/assignments/${assignmentId}/attachments`;

export const listAttachments = (assignmentId: number | string) =>
  apiFetch<Attachment[]>(base(assignmentId), { absolute: true });

export async function downloadAttachment(assignmentId: number | string, a: Attachment) {
  const res = await apiRequest(`${base(assignmentId)}/${a.id}`, { absolute: true });
  saveBlob(await res.blob(), fileNameFromDisposition(res.headers.get('content-disposition'), a.name));
}

export const addAttachment = (assignmentId: number | string, form: FormData) =>
  apiRequest(base(assignmentId), { absolute: true, method: 'POST', body: form });

export const removeAttachment = (assignmentId: number | string, a: Attachment) =>
  apiRequest(`${base(assignmentId)}/${a.id}`, { absolute: true, method: 'DELETE' });

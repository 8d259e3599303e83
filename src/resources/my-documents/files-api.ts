// The file service calls of the documents screens other than upload and download
// (components/file-upload and lib/file-download hold those).
import { apiFetch } from '../../providers/http-client.ts';
import { runtimeConfig } from '../../config/runtime-config.ts';

export interface FileEntry {
  name: string;
  filePath: string;
  kind: 'file' | 'directory';
  size: number | null;
  modifiedAt: string | null;
  contentType: string | null;
}

export interface Listing {
  /** the directory listed; without a `dir` asked for, the caller's own home directory */
  dir: string;
  entries: FileEntry[];
}

const url = (path: string, params: Record<string, string>) =>
  `${runtimeConfig().filesBaseUrl}${path}?${new URLSearchParams(params)}`;

export function listFiles(dir?: string): Promise<Listing> {
  return apiFetch<Listing>(url('/list', dir ? { dir } : {}), { absolute: true });
}

export function moveFile(source: string, destination: string): Promise<FileEntry> {
  return apiFetch<FileEntry>(url('/file-manager', { source, destination }), { absolute: true, method: 'PUT' });
}

export function deleteFile(filePath: string): Promise<void> {
  return apiFetch<void>(url('/files', { filePath }), { absolute: true, method: 'DELETE' });
}

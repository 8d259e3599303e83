// The one way the browser gets a stored file: GET {filesBaseUrl}/files?filePath=P
// through the HTTP client (bearer, role, refresh), then the blob is saved as a file or opened
// in a new tab.
import { apiRequest } from '../providers/http-client.ts';
import { runtimeConfig } from '../config/runtime-config.ts';

export interface FetchedFile {
  blob: Blob;
  fileName: string;
}

/** The file name of a Content-Disposition header, preferring the RFC 5987 UTF-8 form. */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // a malformed encoding falls through to the plain name
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"/i.exec(header) ?? /filename\s*=\s*([^;]+)/i.exec(header);
  return plain ? plain[1].trim() : fallback;
}

export function fileUrl(filePath: string, disposition: 'inline' | 'attachment' = 'attachment'): string {
  return `${runtimeConfig().filesBaseUrl}/files?${new URLSearchParams({ filePath, disposition })}`;
}

export async function fetchFile(
  filePath: string,
  opts: { signal?: AbortSignal; disposition?: 'inline' | 'attachment' } = {},
): Promise<FetchedFile> {
  const res = await apiRequest(fileUrl(filePath, opts.disposition), { absolute: true, signal: opts.signal });
  const fallback = filePath.slice(filePath.lastIndexOf('/') + 1);
  return {
    blob: await res.blob(),
    fileName: fileNameFromDisposition(res.headers.get('content-disposition'), fallback),
  };
}

/** Saves the file through the browser's download, under its stored (or the given) name. */
export async function downloadFile(filePath: string, opts: { fileName?: string } = {}): Promise<void> {
  const { blob, fileName } = await fetchFile(filePath);
  saveBlob(blob, opts.fileName ?? fileName);
}

/** Hands a blob made in the page (an export) to the browser's download, under this name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** Opens the file in a new tab. Call it straight from a click: the tab is opened before the
 * fetch so the browser's pop-up blocker sees a user gesture. */
export async function openFileInNewTab(filePath: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { blob } = await fetchFile(filePath, { disposition: 'inline' });
    const url = URL.createObjectURL(blob);
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else {
      window.open(url, '_blank', 'noopener');
    }
    setTimeout(() => URL.revokeObjectURL(url), 5 * 60_000);
  } catch (err) {
    tab?.close();
    throw err;
  }
}

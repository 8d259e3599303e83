// One file to the file service by XMLHttpRequest, because only XHR reports upload progress.
// The bearer and role come from the session's stored items; a 401 lets the HTTP
// client refresh the session once (through a cheap authenticated call) before one retry.
import { apiRequest, HttpError } from '../../providers/http-client.ts';
import { readItem } from '../../providers/auth/auth-storage.ts';
import { runtimeConfig } from '../../config/runtime-config.ts';

export interface UploadedFile {
  filePath: string;
  name: string;
  size: number;
  contentType: string;
}

export interface XhrUpload {
  done: Promise<UploadedFile>;
  abort(): void;
}

function errorFrom(xhr: XMLHttpRequest): HttpError {
  let code = `http_${xhr.status}`;
  let message = xhr.status === 0 ? 'The connection to the file service was lost' : `Upload failed (${xhr.status})`;
  try {
    const body = JSON.parse(xhr.responseText) as { error?: { code?: string; message?: string } };
    code = body.error?.code ?? code;
    message = body.error?.message ?? message;
  } catch {
    // not JSON: keep the generic message
  }
  return new HttpError(xhr.status, code, message);
}

export function uploadUrl(dir: string, persistFilename: boolean, docTypeId?: number, expiresOn?: string): string {
  const q = new URLSearchParams({
    dir,
    ...(persistFilename ? { persistFilename: 'true' } : {}),
    ...(docTypeId ? { docTypeId: String(docTypeId) } : {}),
    ...(docTypeId && expiresOn ? { expiresOn } : {}),
  });
  return `${runtimeConfig().filesBaseUrl}/files?${q}`;
}

function sendOnce(
  url: string,
  file: File,
  onProgress: (percent: number) => void,
  xhrRef: { current?: XMLHttpRequest },
) {
  return new Promise<UploadedFile>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhrRef.current = xhr;
    xhr.open('POST', url);
    const token = readItem('access_token');
    const role = readItem('current_role');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    if (role) xhr.setRequestHeader('x-current-role', role);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress((e.loaded / e.total) * 100);
    };
    xhr.onload = () => {
      if (xhr.status === 201) resolve((JSON.parse(xhr.responseText) as UploadedFile[])[0]);
      else reject(errorFrom(xhr));
    };
    xhr.onerror = () => reject(errorFrom(xhr));
    xhr.onabort = () => reject(new HttpError(0, 'aborted', 'Upload cancelled'));
    const form = new FormData();
    form.append('files', file, file.name);
    xhr.send(form);
  });
}

export function xhrUpload(opts: {
  dir: string;
  file: File;
  persistFilename?: boolean;
  /** the files become documents of this type and must meet its rule (server/documents/upload-rule.ts) */
  docTypeId?: number;
  /** the document's expiry date (YYYY-MM-DD), for a type that expires */
  expiresOn?: string;
  onProgress: (percent: number) => void;
}): XhrUpload {
  const url = uploadUrl(opts.dir, Boolean(opts.persistFilename), opts.docTypeId, opts.expiresOn);
  const ref: { current?: XMLHttpRequest } = {};
  let aborted = false;
  const done = sendOnce(url, opts.file, opts.onProgress, ref).catch(async (err: HttpError) => {
    if (err.status !== 401 || aborted) throw err;
    // lets the HTTP client refresh the token (or end the session), then one more try
    await apiRequest(`${runtimeConfig().filesBaseUrl}/list?${new URLSearchParams({ dir: opts.dir })}`, {
      absolute: true,
    });
    return sendOnce(url, opts.file, opts.onProgress, ref);
  });
  return {
    done,
    abort: () => {
      aborted = true;
      ref.current?.abort();
    },
  };
}

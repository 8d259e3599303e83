// The roster screen's calls: the OneRoster zip posted by XMLHttpRequest (the only way to see
// upload progress) to POST /api/rostering/oneroster, dry run or commit; 200 and 422 both carry
// counts and errors. The export is GET /api/rostering/oneroster through the HTTP client.
import { apiRequest } from '../../providers/http-client.ts';
import { readItem } from '../../providers/auth/auth-storage.ts';
import { runtimeConfig } from '../../config/runtime-config.ts';
import { saveBlob } from '../../lib/file-download.ts';

export interface RosterError {
  file: string;
  line: number;
  field: string;
  message: string;
}
export interface RosterResult {
  dryRun: boolean;
  counts: Record<string, { create: number; update: number; delete: number }>;
  errors: RosterError[];
  /** false when the server refused the bundle (422) */
  ok: boolean;
  /** files of the OneRoster 1.2 binding in the zip that the school does not keep: not read */
  skipped?: { file: string; message: string }[];
  /** after a commit that gave sign-in accounts: how many, and who could not get one */
  accounts?: { created: number; notCreated: { sourcedId: string; name: string; message: string }[] };
}
export type AccountChoice = 'none' | 'students' | 'everyone';

const URL_PATH = '/rostering/oneroster';

export function sendRoster(
  file: File,
  dryRun: boolean,
  onProgress: (percent: number) => void,
  accounts: AccountChoice = 'none',
): Promise<RosterResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const query = new URLSearchParams({ ...(dryRun ? { dryRun: 'true' } : {}), accounts });
    xhr.open('POST', `${runtimeConfig().apiBaseUrl}${URL_PATH}?${query}`);
    const token = readItem('access_token');
    const role = readItem('current_role');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    if (role) xhr.setRequestHeader('x-current-role', role);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress((e.loaded / e.total) * 100);
    xhr.onload = () => {
      let body: Partial<RosterResult> & { error?: { message?: string } } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // not JSON: reported below
      }
      if ((xhr.status === 200 || xhr.status === 422) && body.counts && body.errors)
        resolve({
          dryRun: dryRun,
          counts: body.counts,
          errors: body.errors,
          ok: xhr.status === 200,
          skipped: body.skipped,
          accounts: body.accounts,
        });
      else reject(new Error(body.error?.message ?? `The upload failed (${xhr.status})`));
    };
    xhr.onerror = () => reject(new Error('The connection was lost during the upload'));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

export async function downloadRoster(): Promise<void> {
  const res = await apiRequest(URL_PATH);
  saveBlob(await res.blob(), 'oneroster.zip');
}

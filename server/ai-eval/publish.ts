// `npm run eval -- --publish <server-url>`: sends the finished report to a running server's
// /api/ai/eval-reports with an operator's bearer token (EVAL_PUBLISH_TOKEN or --token), so it shows
// at /ai/eval-reports beside the other models' reports. The server checks the report as it checks
// an upload and says why when it refuses one.
import type { Report } from './report.ts';

export interface Published {
  ok: boolean;
  status: number;
  message: string;
}

export async function publishReport(serverUrl: string, token: string, report: Report): Promise<Published> {
  const url = new URL('/api/ai/eval-reports', serverUrl);
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(report),
    });
  } catch (e) {
    return { ok: false, status: 0, message: `${url.origin} cannot be reached: ${(e as Error).message}` };
  }
  const body = (await res.json().catch(() => undefined)) as { id?: number; error?: { message?: string } } | undefined;
  if (!res.ok) return { ok: false, status: res.status, message: body?.error?.message ?? `HTTP ${res.status}` };
  const how = res.status === 201 ? 'stored as' : 'already stored as';
  return { ok: true, status: res.status, message: `Report ${how} #${body?.id} at ${new URL('/ai/eval-reports', url)}` };
}

// The page's writes (server/ai-eval-reports/routes.ts): upload a report.json as it is (the server
// reads it, so a wrong file gets the server's reason), delete a stored report.
import { apiFetch } from '../../providers/http-client.ts';
import { MAX_EVAL_REPORT_BYTES, type EvalReportRowBody } from '../../shared/eval-report.ts';

export const REPORTS_URL = '/ai/eval-reports';

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;

/** Sends the file's text; refuses at once a file the server would refuse for its size (413). */
export async function uploadReport(file: File): Promise<EvalReportRowBody> {
  if (file.size > MAX_EVAL_REPORT_BYTES)
    throw new Error(`A report may be ${mb(MAX_EVAL_REPORT_BYTES)} at most; ${file.name} is ${mb(file.size)}`);
  return apiFetch<EvalReportRowBody>(REPORTS_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: new Blob([await file.text()]),
  });
}

export const deleteReport = (id: number) => apiFetch<void>(`${REPORTS_URL}/${id}`, { method: 'DELETE' });

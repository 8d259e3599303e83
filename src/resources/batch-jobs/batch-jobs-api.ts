// The batch-job commands (server/job-runner): queue a failed or cancelled run again, or cancel an
// unfinished one. The list itself is read through useApiAnswer.
import { apiFetch } from '../../providers/http-client.ts';

export const jobCommand = (id: string, what: 'retry' | 'cancel') =>
  apiFetch<unknown>(`/batch-jobs/${id}/${what}`, { method: 'POST' });

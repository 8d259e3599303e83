// The transcript writes (server/records): issue one student's official PDF, or queue every
// transcript of a grade level as a batch job. Reading a transcript goes through useApiAnswer.
import { apiFetch, apiRequest } from '../../providers/http-client.ts';
import { fileNameFromDisposition } from '../../lib/file-download.ts';

/** Issues the official PDF: the file, its name and the verification code the server printed on it. */
export async function issueTranscriptPdf(partyId: number) {
  const res = await apiRequest(`/student-transcripts/${partyId}/pdf`, { method: 'POST' });
  return {
    blob: await res.blob(),
    name: fileNameFromDisposition(res.headers.get('content-disposition'), 'transcript.pdf'),
    code: res.headers.get('x-verification-code'),
  };
}

/** Queues every transcript of a grade level (the job is on /admin/batch-jobs). */
export const issueGradeLevel = (grade: number) =>
  apiFetch<{ grade_level: string; students: number }>(`/student-transcripts/grade-levels/${grade}`, {
    method: 'POST',
  });

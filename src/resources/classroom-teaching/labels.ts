// Words the teacher classroom pages share: how an assignment is handed in, a student's name, a time.
import type { SubmissionKind } from './api.ts';

export const KIND_LABEL: Record<SubmissionKind, string> = {
  none: 'Nothing online (on paper)',
  text: 'Text typed in the browser',
  files: 'Files',
  quiz: 'Online quiz',
};

export const studentName = (r: { first_name: string; last_name: string }) => `${r.first_name} ${r.last_name}`;

/** a stored time in the reader's own zone, or a dash */
export const when = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString() : '—');

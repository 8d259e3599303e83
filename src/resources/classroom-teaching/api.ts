// The teacher classroom screens' calls outside the data provider (server/classroom and
// server/classroom-teaching): hand-in settings, extensions, grading, return, release, rubric, quiz,
// quiz import and export, and downloading a handed-in file. Reads go through useApiAnswer.
import { apiFetch, apiRequest } from '../../providers/http-client.ts';
import { saveBlob, fileNameFromDisposition } from '../../lib/file-download.ts';

export type SubmissionKind = 'none' | 'text' | 'files' | 'quiz';

export interface StudentState {
  student_id: number;
  first_name: string;
  last_name: string;
  status: string;
  version: number | null;
  submitted_at: string | null;
  late: boolean | null;
  extended_due_at: string | null;
  score: number | null;
  released: boolean | null;
}

export interface HandIn {
  id: number;
  section_id: number;
  title: string;
  due_date: string | null;
  max_points: number;
  submission_kind: SubmissionKind;
  accepted_types: string[];
  close_at: string | null;
  allow_resubmit: boolean;
  has_quiz: boolean;
  students: StudentState[];
}

export interface HandInFile {
  name: string;
  type: string;
  size: number;
}

export interface Work {
  student_id: number;
  first_name: string;
  last_name: string;
  status: string;
  versions: { version: number; text: string | null; files: HandInFile[]; submitted_at: string; late: boolean }[];
  grade: { score: number; comment: string; released: boolean } | null;
  rubric: { criterion_id: number; level_id: number; comment: string }[];
}

export interface Level {
  id?: number;
  title: string;
  description: string;
  points: number;
}
export interface Criterion {
  id?: number;
  title: string;
  description: string;
  levels: Level[];
}

export type QuestionKind = 'multiple_choice' | 'fill_in' | 'short_answer' | 'essay';
export interface Question {
  id?: number;
  kind: QuestionKind;
  stem: string;
  choices: string[];
  answer: number | string[] | string | null;
  points: number;
}
export interface QuizSettings {
  shuffle: boolean;
  time_limit_minutes: number | null;
  max_attempts: number;
  show_answers?: boolean;
}
export interface Quiz extends QuizSettings {
  questions: Question[];
}

export interface Settings {
  submission_kind: SubmissionKind;
  accepted_types: string[];
  close_at: string | null;
  allow_resubmit: boolean;
}

const a = (id: number) => `/assignments/${id}`;

export const saveSettings = (id: number, s: Settings) =>
  apiFetch(`${a(id)}/submission-settings`, { method: 'PUT', body: s });
export const setExtension = (id: number, studentId: number, due_at: string) =>
  apiFetch(`${a(id)}/extensions/${studentId}`, { method: 'PUT', body: { due_at } });
export const saveGrade = (
  id: number,
  studentId: number,
  g: { score?: number; comment: string; rubric?: { criterion_id: number; level_id: number }[] },
) => apiFetch<{ score: number }>(`${a(id)}/submissions/${studentId}/grade`, { method: 'PUT', body: g });
export const returnWork = (id: number, studentId: number) =>
  apiFetch(`${a(id)}/submissions/${studentId}/return`, { method: 'POST' });
export const releaseGrades = (id: number) => apiFetch<{ released: number }>(`${a(id)}/release`, { method: 'POST' });
export const saveRubric = (id: number, criteria: Criterion[]) =>
  apiFetch<{ data: Criterion[] }>(`${a(id)}/rubric`, { method: 'PUT', body: { criteria } });
export const importRubric = (id: number, saved_id: number) =>
  apiFetch<{ data: Criterion[] }>(`${a(id)}/rubric/import`, { method: 'POST', body: { saved_id } });
export const quizFromSaved = (id: number, saved_id: number, s: QuizSettings) =>
  apiFetch<{ data: Quiz }>(`${a(id)}/quiz/from-saved`, { method: 'POST', body: { saved_id, ...s } });
export const saveQuiz = (id: number, quiz: Quiz) =>
  apiFetch<{ data: Quiz }>(`${a(id)}/quiz`, { method: 'PUT', body: quiz });
export const scoreAnswer = (attempt: number, question: number, points: number) =>
  apiFetch(`/quiz-attempts/${attempt}/answers/${question}/score`, { method: 'PUT', body: { points } });

export function importQuiz(id: number, format: 'qti' | 'gift', file: File) {
  const form = new FormData();
  form.append('files', file, file.name);
  return apiFetch<{ data: Quiz }>(`${a(id)}/quiz/import?format=${format}`, { method: 'POST', body: form });
}

async function download(path: string, fallback: string) {
  const res = await apiRequest(path);
  saveBlob(await res.blob(), fileNameFromDisposition(res.headers.get('content-disposition'), fallback));
}
export const exportQuiz = (id: number, format: 'qti' | 'moodle' | 'gift') =>
  download(`/quizzes/${id}/export?format=${format}`, `quiz-${id}.${format}`);
export const downloadHandIn = (id: number, studentId: number, version: number, n: number, name: string) =>
  download(`${a(id)}/submissions/${studentId}/versions/${version}/files/${n}`, name);

export const feedbackDraftPath = (id: number, studentId: number) => `${a(id)}/submissions/${studentId}/feedback-draft`;

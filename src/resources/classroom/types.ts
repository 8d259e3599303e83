// The shapes the classroom's student pages read (server/classroom/my-assignment.ts, course-home.ts,
// quiz-attempts.ts, feedback.ts, my-assignments.ts) and the words and colours of a work's status.
import type { WorkStatus } from '../../shared/my-assignment.ts';

// one assignment as its student reads it: the route's response schema (src/shared/my-assignment.ts)
export type { MyAssignment, QuizInfo, Version, VersionFile, WorkStatus } from '../../shared/my-assignment.ts';

export const STATUS_TEXT: Record<WorkStatus, string> = {
  not_started: 'Not started',
  draft: 'Draft',
  submitted: 'Handed in',
  late: 'Handed in late',
  returned: 'Returned',
  graded: 'Graded',
};

export const STATUS_COLOR: Record<WorkStatus, string> = {
  not_started: 'default',
  draft: 'gold',
  submitted: 'green',
  late: 'orange',
  returned: 'blue',
  graded: 'purple',
};

export interface MyWorkRow {
  id: number;
  title: string;
  section_id: number;
  due_at: string | null;
  status: WorkStatus;
  score?: number;
  released: boolean;
  /** files the teacher attached; the assignment's page lists them */
  attachments: number;
}

export interface QuizQuestion {
  id: number;
  kind: 'multiple_choice' | 'fill_in' | 'short_answer' | 'essay';
  stem: string;
  choices: string[];
  points: number;
}

export interface Attempt {
  id: number;
  assignment_id: number;
  number: number;
  started_at: string;
  deadline: string | null;
  submitted_at: string | null;
  score: number | null;
  questions: QuizQuestion[];
  answers: Record<string, number | string | null>;
}

export interface RubricLevel {
  id: number;
  title: string;
  description: string;
  points: number;
}

export interface RubricCriterion {
  id: number;
  title: string;
  description: string;
  levels: RubricLevel[];
  chosen_level_id?: number | null;
  comment?: string;
}

export interface Feedback {
  released: boolean;
  score?: number | null;
  comment?: string;
  rubric: RubricCriterion[];
}

/** a due time in the reader's words: the end of the due date (midnight after it) reads as that day */
export function dueText(iso: string | null): string {
  if (!iso) return 'No due date';
  const d = new Date(iso);
  if (d.getHours() || d.getMinutes() || d.getSeconds()) return d.toLocaleString();
  return `${new Date(d.getTime() - 1000).toLocaleDateString()}, end of day`;
}

/** upcoming work first (soonest first), then past due dates (latest first), then work without one */
export function byUrgency<R extends { due_at: string | null; id: number }>(rows: readonly R[], now = Date.now()): R[] {
  const key = (r: R) => {
    if (!r.due_at) return [2, 0];
    const t = new Date(r.due_at).getTime();
    return t >= now ? [0, t] : [1, -t];
  };
  return [...rows].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    return x[0] - y[0] || x[1] - y[1] || a.id - b.id;
  });
}

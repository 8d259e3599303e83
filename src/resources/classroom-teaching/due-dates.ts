// The rows of GET /api/teaching/due-dates and how the teacher's due-dates page places them on days: an
// assignment on its due date, and each student's extension on the day of its extended due time (so an
// extension into next month shows there, even when the assignment itself was due this month).
import dayjs from 'dayjs';

export interface DueExtension {
  student_id: number;
  name: string;
  due_at: string;
}

export interface DueRow {
  id: number;
  title: string;
  section_id: number;
  section_name: string;
  due_date: string | null;
  status: string;
  submission_kind: string;
  max_points: number;
  enrolled: number;
  handed_in: number;
  late: number;
  graded: number;
  extensions: DueExtension[];
}

/** one entry of a day: the assignment due, or one student's extended due time */
export type DueEntry = { row: DueRow; extension?: DueExtension };

/** the entries of each day (YYYY-MM-DD), assignments before extensions */
export function entriesByDay(rows: DueRow[]): Map<string, DueEntry[]> {
  const days = new Map<string, DueEntry[]>();
  const add = (day: string, e: DueEntry) => days.set(day, [...(days.get(day) ?? []), e]);
  for (const row of rows) if (row.due_date) add(row.due_date, { row });
  for (const row of rows)
    for (const extension of row.extensions) add(dayjs(extension.due_at).format('YYYY-MM-DD'), { row, extension });
  return days;
}

/** the page each entry links to: the assignment's hand-in (who handed in, grading) or the student's work */
export const entryLink = ({ row, extension }: DueEntry) =>
  extension ? `/assignments/${row.id}/grade/${extension.student_id}` : `/assignments/${row.id}/hand-in`;

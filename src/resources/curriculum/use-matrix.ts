// The rows of the mapping page: the courses to pick from, the chosen course's units, and every
// standard against that course with the cells mapping it (server/queries/curriculum.ts).
import { useList, type CrudFilter, type HttpError } from '@refinedev/core';

export interface Cell {
  unit_id: number;
  cell_id: number;
  version: number;
}
export interface MatrixRow {
  id: string;
  standard_id: number;
  framework: string;
  subject: string;
  code: string;
  statement: string;
  grade_levels: string;
  cells: Cell[];
  unit_count: number;
  covered: boolean;
}
export interface Unit {
  id: number;
  title: string;
  position: number;
  weeks: number;
}

const ALL = { currentPage: 1, pageSize: 500 };

export function useMatrix(course: number | undefined, subject: string | undefined, grade: string) {
  const enabled = course !== undefined;
  const filters: CrudFilter[] = [{ field: 'course_id', operator: 'eq', value: course }];
  if (subject) filters.push({ field: 'subject', operator: 'eq', value: subject });
  if (grade.trim()) filters.push({ field: 'grade_levels', operator: 'contains', value: grade.trim() });
  const courses = useList<{ id: number; course_code: string; course_title: string }, HttpError>({
    resource: 'courses',
    pagination: ALL,
    sorters: [{ field: 'course_code', order: 'asc' }],
    errorNotification: false,
  });
  const units = useList<Unit, HttpError>({
    resource: 'course_units',
    filters: [{ field: 'course_id', operator: 'eq', value: course }],
    pagination: ALL,
    queryOptions: { enabled },
    errorNotification: false,
  });
  const rows = useList<MatrixRow, HttpError>({
    resource: 'standards_matrix',
    filters,
    pagination: ALL,
    queryOptions: { enabled },
    errorNotification: false,
  });
  const subjects = useList<{ subject: string }, HttpError>({
    resource: 'frameworks',
    pagination: ALL,
    errorNotification: false,
  });
  return {
    courses: courses.result?.data ?? [],
    units: units.result?.data ?? [],
    rows: rows.result?.data ?? [],
    subjects: [...new Set((subjects.result?.data ?? []).map((f) => f.subject).filter(Boolean))].sort(),
    loading: courses.query.isLoading || (enabled && (units.query.isLoading || rows.query.isLoading)),
    error: courses.query.error ?? units.query.error ?? rows.query.error,
    retry: () => void Promise.all([courses.query.refetch(), units.query.refetch(), rows.query.refetch()]),
    refresh: () => void rows.query.refetch(),
  };
}

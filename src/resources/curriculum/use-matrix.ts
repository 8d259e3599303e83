// The rows of the mapping page: the chosen course's units, and every standard against that course
// with the cells mapping it (server/curriculum/curriculum-queries.ts), narrowed by subject, grade and school
// level (grade_key and level_key are ",7," lists so a grade filter never matches 17).
import { useList, type CrudFilter, type HttpError } from '@refinedev/core';
import type { MappingFilters } from './use-mapping-filters.ts';

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
  version: number;
}

export const ALL = { currentPage: 1, pageSize: 500 };

export function useUnits(course: number | undefined) {
  return useList<Unit, HttpError>({
    resource: 'course_units',
    filters: [{ field: 'course_id', operator: 'eq', value: course }],
    sorters: [{ field: 'position', order: 'asc' }],
    pagination: ALL,
    queryOptions: { enabled: course !== undefined },
    errorNotification: false,
  });
}

export function useMatrix(f: MappingFilters) {
  const enabled = f.course !== undefined;
  const filters: CrudFilter[] = [{ field: 'course_id', operator: 'eq', value: f.course }];
  if (f.subject) filters.push({ field: 'subject', operator: 'eq', value: f.subject });
  if (f.grade) filters.push({ field: 'grade_key', operator: 'contains', value: `,${f.grade},` });
  if (f.level !== undefined) filters.push({ field: 'level_key', operator: 'contains', value: `,${f.level},` });
  const units = useUnits(f.course);
  const rows = useList<MatrixRow, HttpError>({
    resource: 'standards_matrix',
    filters,
    pagination: ALL,
    queryOptions: { enabled },
    errorNotification: false,
  });
  return {
    units: units.result?.data ?? [],
    rows: rows.result?.data ?? [],
    loading: enabled && (units.query.isLoading || rows.query.isLoading),
    error: units.query.error ?? rows.query.error,
    retry: () => void Promise.all([units.query.refetch(), rows.query.refetch()]),
    refresh: () => void rows.query.refetch(),
  };
}

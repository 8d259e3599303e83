// A row of teachers/teachers as the list and the form read it.
import type shape from '../../shared/entities/teachers.ts';
import type { RowOf } from '../../shared/entity.ts';

export type TeacherRow = RowOf<
  typeof shape,
  {
    user_id: string | null;
    account_status: 'active' | 'invited' | 'disabled' | 'none';
    section_count: number;
  }
>;

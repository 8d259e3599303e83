// A row of teachers/teachers as the list, the form and the teacher profile read it; here because two
// resource folders (teachers, profiles) read it.
import type shape from '../entities/teachers.ts';
import type { RowOf } from '../entity.ts';

export type TeacherRow = RowOf<
  typeof shape,
  {
    user_id: string | null;
    account_status: 'active' | 'invited' | 'disabled' | 'none';
    section_count: number;
  }
>;

// A row of students/students as the list and the form read it (email only with student.email).
import type shape from '../../shared/entities/students.ts';
import type { RowOf } from '../../shared/entity.ts';

export type StudentRow = RowOf<
  typeof shape,
  {
    grade_level: string | null;
    has_login: boolean;
    user_id: string | null;
    account_status: 'active' | 'invited' | 'disabled' | 'none';
    section_count: number;
  }
>;

// A row of students/students as the list, the form and the student profile read it (email only with
// student.email); here because two resource folders (students, profiles) read it.
import type shape from '../entities/students.ts';
import type { RowOf } from '../entity.ts';

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

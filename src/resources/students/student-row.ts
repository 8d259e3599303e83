// A row of students/students as the list and the form read it (email only with student.email).
import type { StudentStatus } from '../../shared/entities/students.ts';

export interface StudentRow {
  id: number;
  first_name: string;
  last_name: string;
  preferred_name: string | null;
  email?: string | null;
  phone: string | null;
  date_of_birth: string | null;
  grade_level_id: number | null;
  grade_level: string | null;
  status: StudentStatus;
  has_login: boolean;
  user_id: string | null;
  account_status: 'active' | 'invited' | 'disabled' | 'none';
  section_count: number;
  version: number;
}

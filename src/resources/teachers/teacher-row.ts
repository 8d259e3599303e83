// A row of teachers/teachers as the list and the form read it.
import type { TeacherStatus } from '../../shared/entities/teachers.ts';

export interface TeacherRow {
  id: number;
  first_name: string;
  last_name: string;
  preferred_name: string | null;
  email: string | null;
  phone: string | null;
  status: TeacherStatus;
  user_id: string | null;
  account_status: 'active' | 'invited' | 'disabled' | 'none';
  section_count: number;
  version: number;
}

// A row of courses/courses as the list and the form read it.
import type { CourseStatus } from '../../shared/entities/courses.ts';
import type { CourseLevel } from '../../shared/transcript-gpa.ts';

export interface CourseRow {
  id: number;
  course_code: string;
  course_title: string;
  subject_id: number | null;
  subject: string | null;
  grade_level_id: number | null;
  grade_level: string | null;
  owner_user_id: string | null;
  description: string;
  status: CourseStatus;
  credits: number;
  course_level: CourseLevel;
  section_count: number;
  created_at: string;
  version: number;
}

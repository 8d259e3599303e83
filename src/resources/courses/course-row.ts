// A row of courses/courses as the list and the form read it: the shape's fields plus the list's own columns.
import type shape from '../../shared/entities/courses.ts';
import type { RowOf } from '../../shared/entity.ts';

export type CourseRow = RowOf<
  typeof shape,
  {
    subject: string | null;
    grade_level: string | null;
    owner_user_id: string | null;
    section_count: number;
    created_at: string;
  }
>;

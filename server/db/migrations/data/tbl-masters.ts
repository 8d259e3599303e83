// The platform's master table templates (platform migration 022 inserts them; data of a migration).
// Each names a list query of the registry (grouping and totals: platform migration 031);
// tests/unit/tbl-masters.test.ts checks them against its declaration.
import type { TemplateDefinition } from '../../../../src/shared/entities/tbl-templates.ts';

export interface MasterTemplate extends TemplateDefinition {
  template_name: string;
  description: string;
}

const col = (name: string, label: string, visible = true) => ({ name, label, visible });

export const MASTER_TEMPLATES: readonly MasterTemplate[] = [
  {
    template_name: 'Course list',
    description: 'Every course with its subject, grade level and number of sections.',
    bizobjfile: 'courses',
    api: 'courses',
    columns: [
      col('course_code', 'Code'),
      col('course_title', 'Title'),
      col('subject', 'Subject'),
      col('grade_level', 'Grade level'),
      col('section_count', 'Sections'),
      col('status', 'Status', false),
    ],
    filters: [{ column: 'status', op: '=', value: 'active' }],
    sort: [{ column: 'course_code', dir: 'asc' }],
    totals: [{ column: 'section_count', fn: 'sum' }],
  },
  {
    template_name: 'Section roster sizes',
    description: 'Sections with their course, term, teacher, room and enrolment against capacity.',
    bizobjfile: 'sections',
    api: 'sections',
    columns: [
      col('section_code', 'Code'),
      col('course', 'Course'),
      col('term', 'Term'),
      col('teacher', 'Teacher'),
      col('room', 'Room'),
      col('enrolled', 'Enrolled'),
      col('capacity', 'Capacity'),
    ],
    filters: [],
    sort: [{ column: 'section_code', dir: 'asc' }],
    group_by: 'term',
    totals: [
      { column: 'enrolled', fn: 'sum' },
      { column: 'capacity', fn: 'sum' },
    ],
  },
  {
    template_name: 'Student directory',
    description: 'Students by name with grade level and how many sections they attend.',
    bizobjfile: 'students',
    api: 'students',
    columns: [
      col('last_name', 'Last name'),
      col('first_name', 'First name'),
      col('grade_level', 'Grade level'),
      col('section_count', 'Sections'),
    ],
    filters: [],
    sort: [
      { column: 'last_name', dir: 'asc' },
      { column: 'first_name', dir: 'asc' },
    ],
  },
];

// The course form, for a new course and an existing one; its fields carry the rules derived from
// the entity's schema (src/shared/entities/courses.ts), which the server validates with too.
import { useParams } from 'react-router';
import { Input, Select } from 'antd';
import shape, { COURSE_STATUSES, type CourseStatus } from '../../shared/entities/courses.ts';
import { EntityDrawer } from '../../components/form/entity-drawer.tsx';
import { RuleField } from '../../components/form/rule-field.tsx';
import { useLookup } from '../../components/form/use-lookup.ts';
import type { CourseRow } from './course-row.ts';

interface CourseValues {
  course_code: string;
  course_title: string;
  subject_id: number | null;
  grade_level_id: number | null;
  description: string;
  status: CourseStatus;
}

const toValues = (r?: CourseRow): Partial<CourseValues> =>
  r
    ? {
        course_code: r.course_code,
        course_title: r.course_title,
        subject_id: r.subject_id,
        grade_level_id: r.grade_level_id,
        description: r.description,
        status: r.status,
      }
    : { status: 'active', description: '', subject_id: null, grade_level_id: null };

function CourseFields({ rules }: { rules: typeof shape.createRules }) {
  const subjects = useLookup('subjects');
  const grades = useLookup('grades');
  return (
    <>
      <RuleField name="course_code" rule={rules.course_code} help="A short code, unique in the school (MATH-7)." />
      <RuleField name="course_title" rule={rules.course_title} />
      <RuleField name="subject_id" rule={rules.subject_id}>
        <Select allowClear loading={subjects.loading} options={subjects.options} placeholder="No subject" />
      </RuleField>
      <RuleField name="grade_level_id" rule={rules.grade_level_id}>
        <Select allowClear loading={grades.loading} options={grades.options} placeholder="No grade level" />
      </RuleField>
      <RuleField name="status" rule={rules.status}>
        <Select options={COURSE_STATUSES.map((s) => ({ value: s, label: s }))} />
      </RuleField>
      <RuleField name="description" rule={rules.description}>
        <Input.TextArea rows={5} maxLength={rules.description.max} showCount />
      </RuleField>
    </>
  );
}

const label = (r: CourseRow) => `${r.course_code} ${r.course_title}`;

export function CreateCourse() {
  return (
    <EntityDrawer<CourseRow, CourseValues> shape={shape} mode="create" toValues={toValues} recordLabel={label}>
      <CourseFields rules={shape.createRules} />
    </EntityDrawer>
  );
}

export function EditCourse() {
  const { id } = useParams();
  return (
    <EntityDrawer<CourseRow, CourseValues> key={id} shape={shape} mode="edit" toValues={toValues} recordLabel={label}>
      <CourseFields rules={shape.updateRules} />
    </EntityDrawer>
  );
}

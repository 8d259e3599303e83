// The course form, for a new course and an existing one; its fields carry the rules derived from
// the entity's schema (src/shared/entities/courses.ts), which the server validates with too.
import { Input, InputNumber, Select } from 'antd';
import shape, { COURSE_STATUSES, type CourseValues } from '../../shared/entities/courses.ts';
import { entityDrawers } from '../../components/form/entity-drawers.tsx';
import { RuleField } from '../../components/form/rule-field.tsx';
import { useLookup } from '../../components/form/use-lookup.ts';
import type { CourseRow } from './course-row.ts';
import { COURSE_LEVELS, type CourseLevel } from '../../shared/transcript-gpa.ts';

const LEVEL_LABELS: Record<CourseLevel, string> = { regular: 'Regular', honors: 'Honors', ap: 'AP' };

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
      <RuleField name="credits" rule={rules.credits} help="What a transcript counts for this course (0 to 20).">
        <InputNumber min={0} max={20} step={0.5} precision={2} style={{ width: '100%' }} />
      </RuleField>
      <RuleField name="course_level" rule={rules.course_level} help="Honors and AP raise the weighted GPA.">
        <Select options={COURSE_LEVELS.map((l) => ({ value: l, label: LEVEL_LABELS[l] }))} />
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

export default entityDrawers<CourseRow, CourseValues>(shape, {
  recordLabel: label,
  Fields: CourseFields,
});

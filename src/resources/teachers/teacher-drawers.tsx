// The teacher form, for a new teacher and an existing one; its rules come from the entity's
// schema (src/shared/entities/teachers.ts).
import { Select } from 'antd';
import shape, { TEACHER_STATUSES, type TeacherValues } from '../../shared/entities/teachers.ts';
import { entityDrawers } from '../../components/form/entity-drawers.tsx';
import { RuleField } from '../../components/form/rule-field.tsx';
import type { TeacherRow } from '../../shared/rows/teacher-row.ts';

function TeacherFields({ rules }: { rules: typeof shape.createRules }) {
  return (
    <>
      <RuleField name="first_name" rule={rules.first_name} />
      <RuleField name="last_name" rule={rules.last_name} />
      <RuleField name="preferred_name" rule={rules.preferred_name} />
      <RuleField name="email" rule={rules.email} />
      <RuleField name="phone" rule={rules.phone} />
      <RuleField name="status" rule={rules.status}>
        <Select options={TEACHER_STATUSES.map((s) => ({ value: s, label: s }))} />
      </RuleField>
    </>
  );
}

const label = (r: TeacherRow) => `${r.first_name} ${r.last_name}`;

export default entityDrawers<TeacherRow, TeacherValues>(shape, {
  recordLabel: label,
  Fields: TeacherFields,
});

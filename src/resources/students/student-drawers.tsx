// The student form, for a new student and an existing one; its rules come from the entity's
// schema (src/shared/entities/students.ts). The e-mail field is shown only with student.email,
// which the server requires to read it.
import { Select } from 'antd';
import shape, { STUDENT_STATUSES, type StudentValues } from '../../shared/entities/students.ts';
import { entityDrawers } from '../../components/form/entity-drawers.tsx';
import { RuleField } from '../../components/form/rule-field.tsx';
import { useLookup } from '../../components/form/use-lookup.ts';
import { useHeldPermissions } from '../../components/table/use-held-permissions.ts';
import type { StudentRow } from '../../shared/rows/student-row.ts';

function StudentFields({ rules }: { rules: typeof shape.createRules }) {
  const grades = useLookup('grades');
  const canEmail = useHeldPermissions(['student.email']).has('student.email');
  return (
    <>
      <RuleField name="first_name" rule={rules.first_name} />
      <RuleField name="last_name" rule={rules.last_name} />
      <RuleField name="preferred_name" rule={rules.preferred_name} />
      {canEmail ? <RuleField name="email" rule={rules.email} /> : null}
      <RuleField name="phone" rule={rules.phone} />
      <RuleField name="grade_level_id" rule={rules.grade_level_id}>
        <Select allowClear loading={grades.loading} options={grades.options} placeholder="No grade level" />
      </RuleField>
      <RuleField name="status" rule={rules.status}>
        <Select options={STUDENT_STATUSES.map((s) => ({ value: s, label: s }))} />
      </RuleField>
    </>
  );
}

const label = (r: StudentRow) => `${r.first_name} ${r.last_name}`;

export default entityDrawers<StudentRow, StudentValues>(shape, {
  recordLabel: label,
  Fields: StudentFields,
});

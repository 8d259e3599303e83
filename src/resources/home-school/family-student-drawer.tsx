// /home-school/create: a home-school family adds one of its own students (the family_students
// write resource, server/people/family-students.ts: the family comes from the
// token). The fields and their rules are the student entity's.
import { Select } from 'antd';
import students from '../../shared/entities/students.ts';
import { EntityDrawer } from '../../components/form/entity-drawer.tsx';
import { RuleField } from '../../components/form/rule-field.tsx';
import { useLookup } from '../../components/form/use-lookup.ts';

interface Values {
  first_name: string;
  last_name: string;
  preferred_name: string | null;
  date_of_birth: string | null;
  grade_level_id: number | null;
}
interface Row extends Values {
  id: number;
}

const shape = { ...students, uiPath: '/home-school' };
const rules = students.createRules;

export default function CreateFamilyStudent() {
  const grades = useLookup('grades');
  return (
    <EntityDrawer<Row, Values>
      shape={shape}
      mode="create"
      toValues={() => ({ grade_level_id: null })}
      recordLabel={(r) => `${r.first_name} ${r.last_name}`}
    >
      <RuleField name="first_name" rule={rules.first_name} />
      <RuleField name="last_name" rule={rules.last_name} />
      <RuleField name="preferred_name" rule={rules.preferred_name} />
      <RuleField name="grade_level_id" rule={rules.grade_level_id}>
        <Select allowClear loading={grades.loading} options={grades.options} placeholder="No grade level" />
      </RuleField>
    </EntityDrawer>
  );
}

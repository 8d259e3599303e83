// The section form, for a new section and an existing one: course, term, teacher and co-teachers,
// room, weekly meeting pattern and capacity, with the rules of src/shared/entities/sections.ts.
import { useParams } from 'react-router';
import { Input, InputNumber, Select } from 'antd';
import shape, { SECTION_STATUSES, type SectionValues } from '../../shared/entities/sections.ts';
import { EntityDrawer } from '../../components/form/entity-drawer.tsx';
import { RuleField } from '../../components/form/rule-field.tsx';
import { useLookup } from '../../components/form/use-lookup.ts';
import { useTermChoice } from '../../components/term-picker.tsx';
import { DaysInput, TimeInput } from './meeting-inputs.tsx';
import { sectionLabel, type SectionRow } from './section-row.ts';

/** the room is text: a record without one edits an empty room; a new section starts in the chosen term */
const toValues =
  (termId?: number) =>
  (r?: SectionRow): Partial<SectionValues> =>
    r ? { ...shape.toValues(r), room: r.room ?? '' } : { ...shape.toValues(), term_id: termId };

function SectionFields({ rules }: { rules: typeof shape.createRules }) {
  const courses = useLookup('course_options', 'sections');
  const teachers = useLookup('teacher_options', 'sections');
  const term = useTermChoice();
  const search = { showSearch: true, optionFilterProp: 'label' } as const;
  return (
    <>
      <RuleField name="section_code" rule={rules.section_code} help="A short code, unique in the term (MATH7-A)." />
      <RuleField name="section_name" rule={rules.section_name} />
      <RuleField name="course_id" rule={rules.course_id}>
        <Select {...search} loading={courses.loading} options={courses.options} />
      </RuleField>
      <RuleField name="term_id" rule={rules.term_id}>
        <Select loading={!term.ready} options={term.terms.map((t) => ({ value: t.key, label: t.value }))} />
      </RuleField>
      <RuleField name="teacher_party_id" rule={rules.teacher_party_id}>
        <Select {...search} allowClear loading={teachers.loading} options={teachers.options} placeholder="No teacher" />
      </RuleField>
      <RuleField name="co_teacher_ids" rule={rules.co_teacher_ids}>
        <Select {...search} mode="multiple" loading={teachers.loading} options={teachers.options} />
      </RuleField>
      <RuleField name="room" rule={rules.room}>
        <Input maxLength={rules.room.max} />
      </RuleField>
      <RuleField name="meeting_days" rule={rules.meeting_days}>
        <DaysInput />
      </RuleField>
      <RuleField name="start_time" rule={rules.start_time}>
        <TimeInput />
      </RuleField>
      <RuleField name="end_time" rule={rules.end_time}>
        <TimeInput />
      </RuleField>
      <RuleField name="capacity" rule={rules.capacity}>
        <InputNumber min={1} max={500} style={{ width: '100%' }} />
      </RuleField>
      <RuleField name="status" rule={rules.status}>
        <Select options={SECTION_STATUSES.map((s) => ({ value: s, label: s }))} />
      </RuleField>
    </>
  );
}

export function CreateSection() {
  const term = useTermChoice();
  if (!term.ready) return null;
  return (
    <EntityDrawer<SectionRow, SectionValues>
      shape={shape}
      mode="create"
      toValues={toValues(term.termId)}
      recordLabel={sectionLabel}
    >
      <SectionFields rules={shape.createRules} />
    </EntityDrawer>
  );
}

export function EditSection() {
  const { id } = useParams();
  return (
    <EntityDrawer<SectionRow, SectionValues>
      key={id}
      shape={shape}
      mode="edit"
      toValues={toValues()}
      recordLabel={sectionLabel}
    >
      <SectionFields rules={shape.updateRules} />
    </EntityDrawer>
  );
}

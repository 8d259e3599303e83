// The term form, for a new term and an existing one; its rules come from the entity's schema
// (src/shared/entities/terms.ts). Renaming the current term renames it in the settings too.
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import shape, { type TermValues } from '../../shared/entities/terms.ts';
import { entityDrawers } from '../../components/form/entity-drawers.tsx';
import { RuleField } from '../../components/form/rule-field.tsx';
import { termLabel, type TermRow } from './term-row.ts';

const asDay = {
  getValueProps: (v: string | null) => ({ value: v ? dayjs(v) : null }),
  normalize: (d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null),
};

function TermFields({ rules }: { rules: typeof shape.createRules }) {
  return (
    <>
      <RuleField name="school_year" rule={rules.school_year} />
      <RuleField name="term_name" rule={rules.term_name} />
      <RuleField name="start_date" rule={rules.start_date} convert={asDay}>
        <DatePicker style={{ width: '100%' }} />
      </RuleField>
      <RuleField name="end_date" rule={rules.end_date} convert={asDay}>
        <DatePicker style={{ width: '100%' }} />
      </RuleField>
    </>
  );
}

export default entityDrawers<TermRow, TermValues>(shape, {
  recordLabel: termLabel,
  Fields: TermFields,
});

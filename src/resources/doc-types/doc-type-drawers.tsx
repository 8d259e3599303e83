// The document type form, for a new type and an existing one; its rules come from the shared
// shape (src/shared/entities/doc-types.ts), which the server validates with too.
import { InputNumber, Switch } from 'antd';
import shape, { DOC_FILE_TYPES, type DocTypeValues } from '../../shared/entities/doc-types.ts';
import { entityDrawers } from '../../components/form/entity-drawers.tsx';
import { RuleField } from '../../components/form/rule-field.tsx';
import type { DocTypeRow } from './doc-type-row.ts';

const checked = { getValueProps: (v: unknown) => ({ checked: Boolean(v) }) };

function DocTypeFields({ rules, create }: { rules: typeof shape.createRules; create: boolean }) {
  return (
    <>
      <RuleField name="name" rule={rules.name} />
      {create ? <RuleField name="applies_to" rule={rules.applies_to} help="Who hands this document in." /> : null}
      <RuleField name="required" rule={rules.required} convert={checked} help="Everyone must hand it in.">
        <Switch />
      </RuleField>
      <RuleField
        name="accepted_types"
        rule={rules.accepted_types}
        options={DOC_FILE_TYPES.map((t) => ({ value: t, label: t }))}
      />
      <RuleField name="max_size_kb" rule={rules.max_size_kb} help="1024 KB is 1 MB.">
        <InputNumber min={1} max={rules.max_size_kb.max} style={{ width: '100%' }} />
      </RuleField>
      <RuleField
        name="expires"
        rule={rules.expires}
        convert={checked}
        help="Documents of this type carry an expiry date."
      >
        <Switch />
      </RuleField>
    </>
  );
}

const label = (r: DocTypeRow) => r.name;

export default entityDrawers<DocTypeRow, DocTypeValues>(shape, {
  recordLabel: label,
  Fields: DocTypeFields,
});

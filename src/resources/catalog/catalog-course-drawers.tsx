// The catalogue course form, new and existing; its rules come from the shared shape
// (src/shared/entities/catalog-courses.ts), which the server validates with too.
import { Input, InputNumber, Select, Switch } from 'antd';
import shape, { CATALOG_STATUSES, type CatalogCourseValues } from '../../shared/entities/catalog-courses.ts';
import { entityDrawers } from '../../components/form/entity-drawers.tsx';
import { RuleField } from '../../components/form/rule-field.tsx';
import type { CatalogCourseRow } from './catalog-row.ts';

const checked = { getValueProps: (v: unknown) => ({ checked: Boolean(v) }), normalize: (v: unknown) => v };

function Fields({ rules }: { rules: typeof shape.createRules }) {
  return (
    <>
      <RuleField name="title" rule={rules.title} />
      <RuleField name="publisher" rule={rules.publisher} />
      <RuleField name="is_bju" rule={rules.is_bju} convert={checked}>
        <Switch aria-label="BJU Press" />
      </RuleField>
      <RuleField name="grade_levels" rule={rules.grade_levels} help="For example 9-12 or K-5." />
      <RuleField name="subject" rule={rules.subject} />
      <RuleField name="price" rule={rules.price}>
        <InputNumber min={0} max={100000} step={1} precision={2} prefix="$" style={{ width: '100%' }} />
      </RuleField>
      <RuleField name="status" rule={rules.status}>
        <Select options={CATALOG_STATUSES.map((s) => ({ value: s, label: s }))} />
      </RuleField>
      <RuleField name="description" rule={rules.description}>
        <Input.TextArea rows={4} maxLength={rules.description.max} showCount />
      </RuleField>
      <RuleField name="materials" rule={rules.materials}>
        <Input.TextArea rows={3} maxLength={rules.materials.max} showCount />
      </RuleField>
    </>
  );
}

const label = (r: CatalogCourseRow) => r.title;

export default entityDrawers<CatalogCourseRow, CatalogCourseValues>(shape, {
  recordLabel: label,
  Fields: Fields,
});

// The sub-catalogue form: name, status, its courses and the tenants it is offered to.
import { Input, Select } from 'antd';
import shape, { SUB_CATALOG_STATUSES, type SubCatalogValues } from '../../shared/entities/sub-catalogs.ts';
import { entityDrawers } from '../../components/form/entity-drawers.tsx';
import { RuleField } from '../../components/form/rule-field.tsx';
import { useLookup } from '../../components/form/use-lookup.ts';
import type { SubCatalogRow } from './catalog-row.ts';

function Fields({ rules }: { rules: typeof shape.createRules }) {
  const courses = useLookup('catalog_course_options', 'catalog');
  const tenants = useLookup('tenants', 'llm_trans');
  return (
    <>
      <RuleField name="name" rule={rules.name} />
      <RuleField name="status" rule={rules.status}>
        <Select options={SUB_CATALOG_STATUSES.map((s) => ({ value: s, label: s }))} />
      </RuleField>
      <RuleField name="course_ids" rule={rules.course_ids}>
        <Select mode="multiple" optionFilterProp="label" loading={courses.loading} options={courses.options} />
      </RuleField>
      <RuleField name="tenant_ids" rule={rules.tenant_ids}>
        <Select mode="multiple" optionFilterProp="label" loading={tenants.loading} options={tenants.options} />
      </RuleField>
      <RuleField name="description" rule={rules.description}>
        <Input.TextArea rows={3} maxLength={rules.description.max} showCount />
      </RuleField>
    </>
  );
}

const label = (r: SubCatalogRow) => r.name;

export default entityDrawers<SubCatalogRow, SubCatalogValues>(shape, {
  recordLabel: label,
  Fields: Fields,
});

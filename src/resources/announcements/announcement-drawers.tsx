// The announcement form, new and existing: title, text, roles, a section or the whole school,
// publish and expiry dates, status; rules from src/shared/entities/announcements.ts.
import { DatePicker, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import shape, {
  ANNOUNCEMENT_ROLES,
  ANNOUNCEMENT_STATUSES,
  type AnnouncementValues,
} from '../../shared/entities/announcements.ts';
import { entityDrawers } from '../../components/form/entity-drawers.tsx';
import { RuleField } from '../../components/form/rule-field.tsx';
import { useLookup } from '../../components/form/use-lookup.ts';
import type { AnnouncementRow } from './announcement-row.ts';

const asDay = {
  getValueProps: (v: string | null) => ({ value: v ? dayjs(v) : null }),
  normalize: (d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null),
};
/** a new announcement publishes today */
const toValues = (r?: AnnouncementRow): Partial<AnnouncementValues> =>
  r ? shape.toValues(r) : { ...shape.toValues(), publish_at: dayjs().format('YYYY-MM-DD') };

function Fields({ rules }: { rules: typeof shape.createRules }) {
  const sections = useLookup('section_options', 'announcements');
  return (
    <>
      <RuleField name="title" rule={rules.title} />
      <RuleField name="body" rule={rules.body}>
        <Input.TextArea rows={4} maxLength={rules.body.max} />
      </RuleField>
      <RuleField name="roles" rule={rules.roles}>
        <Select mode="multiple" options={ANNOUNCEMENT_ROLES.map((r) => ({ value: r, label: r }))} />
      </RuleField>
      <RuleField name="section_id" rule={rules.section_id} help="Leave empty for the whole school.">
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder="Whole school"
          loading={sections.loading}
          options={sections.options}
        />
      </RuleField>
      <RuleField name="publish_at" rule={rules.publish_at} convert={asDay}>
        <DatePicker style={{ width: '100%' }} />
      </RuleField>
      <RuleField name="expires_at" rule={rules.expires_at} convert={asDay}>
        <DatePicker style={{ width: '100%' }} />
      </RuleField>
      <RuleField name="status" rule={rules.status}>
        <Select options={ANNOUNCEMENT_STATUSES.map((s) => ({ value: s, label: s }))} />
      </RuleField>
    </>
  );
}

export default entityDrawers<AnnouncementRow, AnnouncementValues>(shape, {
  toValues,
  recordLabel: (r) => r.title,
  Fields: Fields,
});

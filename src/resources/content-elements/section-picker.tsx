// The sections of one course, for the content elements page ("whole course" when none is picked).
import { Select } from 'antd';
import { useList } from '@refinedev/core';
import { RESOURCE } from './element-row.ts';

export function SectionPicker(props: { course: number; value?: number; onChange: (s?: number) => void }) {
  const { result, query } = useList<{ key: number; value: string }>({
    resource: `${RESOURCE}/section_options`,
    meta: { bizobjfile: RESOURCE, api: 'section_options' },
    filters: [{ field: 'course_id', operator: 'eq', value: props.course }],
    pagination: { mode: 'off' },
    errorNotification: false,
  });
  return (
    <Select
      aria-label="Section"
      placeholder="The whole course"
      allowClear
      style={{ width: 240, maxWidth: '100%' }}
      loading={query.isLoading}
      options={(result?.data ?? []).map((r) => ({ value: r.key, label: r.value }))}
      value={props.value}
      onChange={(s?: number) => props.onChange(s)}
    />
  );
}

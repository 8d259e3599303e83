// A form field choosing one of this term's sections (dashboard/my_sections: a teacher's own, every
// one for an administrator), with its loading state and a failed load said at the field. Used where
// a section is picked for something made elsewhere: an assignment from a tool's output, a learning
// platform's course tied to a section.
import { Form, Select } from 'antd';
import { useQueryRows } from '../providers/data/use-query-rows.ts';

interface SectionRow {
  id: number;
  section_name: string;
  course_title: string;
}

export function MySectionField(props: { required?: boolean; placeholder: string; extra?: string }) {
  const q = useQueryRows<SectionRow>('dashboard', 'my_sections', { rowsize: 200 });
  return (
    <Form.Item
      name="section"
      label="Section"
      extra={props.extra}
      rules={props.required ? [{ required: true, message: 'Choose one of your sections' }] : undefined}
      validateStatus={q.error ? 'error' : undefined}
      help={q.error ? `The sections cannot be loaded: ${q.error.message}` : undefined}
    >
      <Select
        showSearch
        allowClear={!props.required}
        optionFilterProp="label"
        placeholder={props.placeholder}
        loading={q.loading}
        notFoundContent={q.loading ? 'Loading…' : 'No sections this term'}
        options={q.rows.map((r) => ({ value: r.id, label: `${r.section_name} · ${r.course_title}` }))}
      />
    </Form.Item>
  );
}

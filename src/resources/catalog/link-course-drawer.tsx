// Link one school course to a catalogue course the operator picks: the suggested match is chosen
// first, any catalogue course may replace it (POST /api/catalog/tenant-course-links, docs/commerce.md).
import { Alert, Form, Select } from 'antd';
import { DrawerForm } from '../../components/form/drawer-form.tsx';
import { useLookup } from '../../components/form/use-lookup.ts';
import { rowLabel, type TenantCourseRow } from './tenant-course-columns.tsx';

export function LinkCourseDrawer(props: {
  row: TenantCourseRow | undefined;
  onLink: (row: TenantCourseRow, catalogCourseId: number) => Promise<void>;
  onClose: () => void;
}) {
  const { row } = props;
  const courses = useLookup('catalog_course_options', 'catalog');
  return (
    <DrawerForm<{ catalog_course_id: number }>
      open={Boolean(row)}
      title={row ? `Link ${rowLabel(row)}` : ''}
      submitLabel="Link"
      initialValues={{ catalog_course_id: row?.catalog_course_id ?? undefined }}
      onSubmit={(v) => props.onLink(row!, v.catalog_course_id)}
      onClose={props.onClose}
    >
      {courses.failed ? <Alert type="error" showIcon message="The catalogue could not be loaded" /> : null}
      <Form.Item
        name="catalog_course_id"
        label="Catalogue course"
        extra="The suggested match is chosen first."
        rules={[{ required: true, message: 'Choose a catalogue course' }]}
      >
        <Select showSearch optionFilterProp="label" loading={courses.loading} options={courses.options} />
      </Form.Item>
    </DrawerForm>
  );
}

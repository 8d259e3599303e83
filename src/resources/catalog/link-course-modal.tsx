// Link one school course to a catalogue course the operator picks: the suggested match is chosen
// first, any catalogue course may replace it (POST /api/catalog/tenant-course-links, docs/commerce.md).
import { useState } from 'react';
import { Alert, Form, Modal, Select } from 'antd';
import { useLookup } from '../../components/form/use-lookup.ts';
import { useSubmit } from '../../components/form/use-submit.ts';
import { rowLabel, type TenantCourseRow } from './tenant-course-columns.tsx';

export function LinkCourseModal(props: {
  row: TenantCourseRow | undefined;
  onLink: (row: TenantCourseRow, catalogCourseId: number) => Promise<void>;
  onClose: () => void;
}) {
  const { row } = props;
  const courses = useLookup('catalog_course_options', 'catalog');
  const [chosen, setChosen] = useState<number>();
  const [missing, setMissing] = useState(false);
  const value = chosen ?? row?.catalog_course_id ?? undefined;
  // the list mounts one modal per row (key), so nothing of another row's choice or error stays
  const { busy, error, submit } = useSubmit<number>(async (id) => {
    await props.onLink(row!, id);
    props.onClose();
  });
  const link = () => (row && value ? void submit(value) : setMissing(true));
  return (
    <Modal
      open={Boolean(row)}
      title={row ? `Link ${rowLabel(row)}` : ''}
      okText="Link"
      confirmLoading={busy}
      onOk={link}
      onCancel={props.onClose}
    >
      {courses.failed ? <Alert type="error" showIcon message="The catalogue could not be loaded" /> : null}
      {error || missing ? (
        <Alert
          type="error"
          showIcon
          message={error ?? 'Choose a catalogue course'}
          role="alert"
          style={{ marginBottom: 12 }}
        />
      ) : null}
      <Form layout="vertical">
        <Form.Item label="Catalogue course" htmlFor="link-catalog-course" extra="The suggested match is chosen first.">
          <Select
            id="link-catalog-course"
            showSearch
            optionFilterProp="label"
            loading={courses.loading}
            value={value}
            onChange={setChosen}
            options={courses.options}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

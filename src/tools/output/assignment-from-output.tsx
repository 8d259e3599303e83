// "Create assignment" on a tool's output: pick one of this term's sections (dashboard/my_sections:
// a teacher's own, every one for an administrator), then the assignment form opens with the output
// as its description and the output's title, to check and save (server/entities/assignments.ts).
import { useState } from 'react';
import { Button, Form, Modal, Select } from 'antd';
import { FileAddOutlined } from '@ant-design/icons';
import { useHeldPermissions } from '../../components/table/use-held-permissions.ts';
import { useQueryRows } from '../../providers/data/use-query-rows.ts';
import { AssignmentDrawer } from '../../resources/gradebook/assignment-drawer.tsx';

interface SectionRow {
  id: number;
  section_name: string;
  course_title: string;
}

function SectionPicker(props: { onPick: (id: number) => void; onCancel: () => void }) {
  const q = useQueryRows<SectionRow>('dashboard', 'my_sections', { rowsize: 200 });
  const [section, setSection] = useState<number>();
  return (
    <Modal
      open
      title="Create an assignment"
      okText="Continue"
      okButtonProps={{ disabled: section === undefined }}
      onOk={() => section !== undefined && props.onPick(section)}
      onCancel={props.onCancel}
    >
      <Form layout="vertical">
        <Form.Item
          label="Section"
          htmlFor="assignment-section"
          validateStatus={q.error ? 'error' : undefined}
          help={q.error ? `The sections cannot be loaded: ${q.error.message}` : undefined}
        >
          <Select
            id="assignment-section"
            showSearch
            optionFilterProp="label"
            placeholder="Choose one of your sections"
            loading={q.loading}
            value={section}
            onChange={setSection}
            notFoundContent={q.loading ? 'Loading…' : 'No sections this term'}
            options={q.rows.map((r) => ({ value: r.id, label: `${r.section_name} · ${r.course_title}` }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function AssignmentFromOutput(props: { title: string; markdown: string; disabled?: boolean }) {
  const may = useHeldPermissions(['assignment.update']).has('assignment.update');
  const [step, setStep] = useState<'closed' | 'section' | number>('closed');
  if (!may) return null;
  return (
    <>
      <Button icon={<FileAddOutlined />} disabled={props.disabled} onClick={() => setStep('section')}>
        Create assignment
      </Button>
      {step === 'section' ? <SectionPicker onPick={setStep} onCancel={() => setStep('closed')} /> : null}
      {typeof step === 'number' ? (
        <AssignmentDrawer
          sectionId={step}
          recordId="new"
          initial={{ title: props.title.slice(0, 200), description: props.markdown.slice(0, 20000), status: 'draft' }}
          onClose={() => setStep('closed')}
        />
      ) : null}
    </>
  );
}

// One student's extended due time (PUT /api/assignments/:id/extensions/:studentId): work handed in
// before it is not late for that student.
import { DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DrawerForm } from '../../components/form/drawer-form.tsx';
import { setExtension, type StudentState } from './api.ts';
import { studentName } from './labels.ts';

export function ExtensionDrawer(props: {
  assignmentId: number;
  row: StudentState | undefined;
  onClose: () => void;
  onSaved: () => void;
}) {
  const r = props.row;
  return (
    <DrawerForm<{ due_at: Dayjs }>
      open={!!r}
      title={r ? `Extend the due date of ${studentName(r)}` : ''}
      submitLabel="Extend"
      onClose={props.onClose}
      initialValues={{ due_at: r?.extended_due_at ? dayjs(r.extended_due_at) : dayjs().add(7, 'day').endOf('day') }}
      onSubmit={(v) => setExtension(props.assignmentId, r!.student_id, v.due_at.toISOString()).then(props.onSaved)}
    >
      <Form.Item name="due_at" label="New due date and time" rules={[{ required: true, message: 'Pick a date' }]}>
        <DatePicker showTime style={{ width: '100%' }} />
      </Form.Item>
    </DrawerForm>
  );
}

// The assignment form over the gradebook, bound to the address (?assignment=new or =<id>) so the
// back button closes it and a link opens it. Fields carry the rules of the shared schema; a saved
// assignment's attached files are below them.
import { DatePicker, Form, Input, InputNumber, Select, Space } from 'antd';
import { Link } from 'react-router';
import dayjs, { type Dayjs } from 'dayjs';
import shape, {
  ASSIGNMENT_CATEGORIES,
  ASSIGNMENT_STATUSES,
  type AssignmentValues as Values,
} from '../../shared/entities/assignments.ts';
import type { RowOf } from '../../shared/entity.ts';
import { EntityDrawer } from '../../components/form/entity-drawer.tsx';
import { RuleField } from '../../components/form/rule-field.tsx';
import { AssignmentAttachments } from '../../components/assignment-attachments.tsx';

export type AssignmentRow = RowOf<typeof shape>;

const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

export function AssignmentDrawer(props: {
  sectionId: number;
  recordId: string;
  onClose: () => void;
  /** a new assignment's values (one made from a tool's output: its title and text) */
  initial?: Partial<Values>;
}) {
  const creating = props.recordId === 'new';
  const rules = creating ? shape.createRules : shape.updateRules;
  return (
    <EntityDrawer<AssignmentRow, Values>
      shape={shape}
      mode={creating ? 'create' : 'edit'}
      recordId={creating ? undefined : props.recordId}
      onClose={props.onClose}
      recordLabel={(r) => r.title}
      toValues={(r) =>
        r
          ? { ...shape.toValues(r), max_points: Number(r.max_points) }
          : { ...shape.toValues(), section_id: props.sectionId, ...props.initial }
      }
    >
      {creating ? (
        <Form.Item name="section_id" hidden>
          <Input />
        </Form.Item>
      ) : null}
      <RuleField name="title" rule={rules.title} />
      <RuleField name="category" rule={rules.category}>
        <Select options={options(ASSIGNMENT_CATEGORIES)} />
      </RuleField>
      <RuleField
        name="due_date"
        rule={rules.due_date}
        convert={{
          getValueProps: (v: string | null) => ({ value: v ? dayjs(v) : null }),
          normalize: (d: Dayjs | null) => (d ? d.format('YYYY-MM-DD') : null),
        }}
      >
        <DatePicker style={{ width: '100%' }} />
      </RuleField>
      <RuleField name="max_points" rule={rules.max_points}>
        <InputNumber min={0.5} style={{ width: '100%' }} />
      </RuleField>
      <RuleField name="status" rule={rules.status}>
        <Select options={options(ASSIGNMENT_STATUSES)} />
      </RuleField>
      <RuleField name="description" rule={rules.description}>
        <Input.TextArea rows={5} />
      </RuleField>
      {creating ? null : (
        <Space wrap style={{ marginBottom: 16 }}>
          <Link to={`/assignments/${props.recordId}/hand-in`}>Hand-in and submissions</Link>
          <Link to={`/assignments/${props.recordId}/quiz`}>Quiz</Link>
        </Space>
      )}
      {creating ? null : <AssignmentAttachments assignmentId={props.recordId} editable />}
    </EntityDrawer>
  );
}

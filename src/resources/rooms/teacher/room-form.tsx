// The drawer that creates or edits a room (POST /api/rooms, PUT /api/rooms/:id with its version):
// what the AI helps with, for which sections, when (window and class periods in a time zone) and
// how much. The server's 422s (a section not the teacher's, a period, the time zone) show at the field.
import { Checkbox, DatePicker, Form, Input, InputNumber, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DrawerForm } from '../../../components/form/drawer-form.tsx';
import { createRoom, updateRoom, type RoomInput } from './api.ts';
import { PeriodRows } from './period-rows.tsx';
import { KIND_LABELS, type Period, type Room, type RoomKind } from './types.ts';

interface Values {
  title: string;
  kind: RoomKind;
  section_ids: number[];
  instructions?: string;
  topics?: string;
  may_give_answers?: boolean;
  unit_id?: number | null;
  reading_grade?: string | null;
  starts_at: Dayjs;
  ends_at: Dayjs;
  periods?: Period[];
  time_zone: string;
  message_cap: number;
}

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const startValues = (room: Room | 'new' | undefined): Partial<Values> =>
  room && room !== 'new'
    ? { ...room, starts_at: dayjs(room.starts_at), ends_at: dayjs(room.ends_at) }
    : {
        kind: 'tutor',
        may_give_answers: false,
        starts_at: dayjs(),
        ends_at: dayjs().add(1, 'day'),
        periods: [],
        time_zone: browserZone(),
        message_cap: 50,
      };

const toInput = (v: Values): RoomInput => ({
  title: v.title,
  kind: v.kind,
  section_ids: v.section_ids,
  instructions: v.instructions ?? '',
  topics: v.topics ?? '',
  may_give_answers: v.may_give_answers ?? false,
  unit_id: v.kind === 'quiz_me' ? (v.unit_id ?? null) : null,
  reading_grade: v.kind === 'reading_adapter' ? v.reading_grade || null : null,
  starts_at: v.starts_at.toISOString(),
  ends_at: v.ends_at.toISOString(),
  periods: v.periods ?? [],
  time_zone: v.time_zone,
  message_cap: v.message_cap,
});

export function RoomForm(props: {
  room: Room | 'new' | undefined;
  sections: { value: number; label: string }[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { room } = props;
  const editing = room && room !== 'new' ? room : undefined;
  const save = (v: Values) =>
    (editing ? updateRoom(editing.id, { ...toInput(v), version: editing.version }) : createRoom(toInput(v))).then(
      props.onSaved,
    );
  return (
    <DrawerForm<Values>
      open={room !== undefined}
      title={editing ? `Edit ${editing.title}` : 'New room'}
      submitLabel={editing ? 'Save' : 'Create room'}
      initialValues={startValues(room)}
      onSubmit={save}
      onClose={props.onClose}
      width={560}
    >
      {(form) => (
        <>
          <Form.Item name="title" label="Title" rules={[{ required: true, whitespace: true, max: 200 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="kind" label="Kind of help" rules={[{ required: true }]}>
            <Select options={Object.entries(KIND_LABELS).map(([value, label]) => ({ value, label }))} />
          </Form.Item>
          <Form.Item name="section_ids" label="Sections" rules={[{ required: true, message: 'Choose a section' }]}>
            <Select mode="multiple" options={props.sections} optionFilterProp="label" />
          </Form.Item>
          <Form.Item name="instructions" label="Instructions to the AI" rules={[{ max: 4000 }]}>
            <Input.TextArea rows={3} />
          </Form.Item>
          <Form.Item name="topics" label="Topics to stay on" rules={[{ max: 1000 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="may_give_answers" valuePropName="checked">
            <Checkbox>The AI may give answers</Checkbox>
          </Form.Item>
          <Form.Item noStyle dependencies={['kind']}>
            {() =>
              form.getFieldValue('kind') === 'quiz_me' ? (
                <Form.Item name="unit_id" label="Unit (its number)" rules={[{ required: true }]}>
                  <InputNumber min={1} style={{ width: '100%' }} />
                </Form.Item>
              ) : form.getFieldValue('kind') === 'reading_adapter' ? (
                <Form.Item name="reading_grade" label="Reading grade" rules={[{ required: true, max: 40 }]}>
                  <Input placeholder="e.g. Grade 5" />
                </Form.Item>
              ) : null
            }
          </Form.Item>
          <Form.Item name="starts_at" label="Opens" rules={[{ required: true }]}>
            <DatePicker showTime style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="ends_at" label="Closes" rules={[{ required: true }]}>
            <DatePicker showTime style={{ width: '100%' }} />
          </Form.Item>
          <PeriodRows />
          <Form.Item name="time_zone" label="Time zone" rules={[{ required: true, max: 64 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="message_cap" label="Messages per student" rules={[{ required: true }]}>
            <InputNumber min={1} max={1000} style={{ width: '100%' }} />
          </Form.Item>
        </>
      )}
    </DrawerForm>
  );
}

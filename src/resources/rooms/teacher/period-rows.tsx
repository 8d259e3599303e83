// The room form's class periods: rows of a weekday and a start and end time ('HH:MM'); with none
// the room is open all through its window.
import { Button, Form, Input, Select, Space } from 'antd';
import { DAY_LABELS } from './types.ts';

const HHMM = { pattern: /^([01][0-9]|2[0-3]):[0-5][0-9]$/, message: 'HH:MM' };
const days = DAY_LABELS.map((label, i) => ({ value: i + 1, label }));

export function PeriodRows() {
  return (
    <Form.List name="periods">
      {(rows, { add, remove }) => (
        <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
          <legend style={{ fontSize: 14 }}>Class periods (none: open all through the window)</legend>
          {rows.map((row) => (
            <Space key={row.key} wrap align="baseline">
              <Form.Item name={[row.name, 'day']} label="Day" rules={[{ required: true }]}>
                <Select options={days} style={{ width: 90 }} />
              </Form.Item>
              <Form.Item name={[row.name, 'start']} label="Start" rules={[{ required: true }, HHMM]}>
                <Input placeholder="09:00" style={{ width: 80 }} />
              </Form.Item>
              <Form.Item name={[row.name, 'end']} label="End" rules={[{ required: true }, HHMM]}>
                <Input placeholder="09:50" style={{ width: 80 }} />
              </Form.Item>
              <Button onClick={() => remove(row.name)}>Remove</Button>
            </Space>
          ))}
          <Button onClick={() => add({ day: 1, start: '09:00', end: '09:50' })}>Add a period</Button>
        </fieldset>
      )}
    </Form.List>
  );
}

// The room form's class periods: rows of a weekday and a start and end time ('HH:MM'); with none
// the room is open all through its window. A new row starts on today.
import { Button, Form, Input, Select, Space } from 'antd';
import { DAY_LABELS } from './types.ts';

const HHMM = { pattern: /^([01][0-9]|2[0-3]):[0-5][0-9]$/, message: 'HH:MM' };
const days = DAY_LABELS.map((label, i) => ({ value: i + 1, label }));
/** today as the periods count days: Monday 1 .. Sunday 7 */
const today = () => ((new Date().getDay() + 6) % 7) + 1;

export function PeriodRows() {
  return (
    <Form.List name="periods">
      {(rows, { add, remove }) => (
        <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
          <legend style={{ fontSize: 14 }}>Class periods (none: open all through the window)</legend>
          {rows.map((row, i) => (
            <Space key={row.key} wrap align="baseline">
              <Form.Item name={[row.name, 'day']} label={`Period ${i + 1} day`} rules={[{ required: true }]}>
                <Select options={days} style={{ width: 90 }} />
              </Form.Item>
              <Form.Item name={[row.name, 'start']} label={`Period ${i + 1} starts`} rules={[{ required: true }, HHMM]}>
                <Input placeholder="09:00" style={{ width: 80 }} />
              </Form.Item>
              <Form.Item name={[row.name, 'end']} label={`Period ${i + 1} ends`} rules={[{ required: true }, HHMM]}>
                <Input placeholder="09:50" style={{ width: 80 }} />
              </Form.Item>
              <Button onClick={() => remove(row.name)} aria-label={`Remove period ${i + 1}`}>
                Remove
              </Button>
            </Space>
          ))}
          <Button onClick={() => add({ day: today(), start: '09:00', end: '09:50' })}>Add a period</Button>
        </fieldset>
      )}
    </Form.List>
  );
}

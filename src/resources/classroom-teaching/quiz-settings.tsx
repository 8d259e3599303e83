// A quiz's settings fields (shuffle, time limit, attempts, showing the correct answers once released), shared by
// making a quiz and editing it.
import { Form, InputNumber, Switch } from 'antd';

export function QuizSettingsFields() {
  return (
    <>
      <Form.Item name="shuffle" label="Shuffle the questions" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="time_limit_minutes" label="Time limit in minutes" extra="Empty: no time limit.">
        <InputNumber min={1} max={1440} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item
        name="max_attempts"
        label="Attempts allowed"
        rules={[{ required: true, message: 'How many attempts?' }]}
      >
        <InputNumber min={1} max={100} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item
        name="show_answers"
        label="Show the correct answers with the result"
        valuePropName="checked"
        extra="Students see which questions they got right once the grade is released; this adds the answers."
      >
        <Switch />
      </Form.Item>
    </>
  );
}

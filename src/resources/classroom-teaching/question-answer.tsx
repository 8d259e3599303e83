// A quiz question's choices and correct answer, by its kind: multiple choice lists its choices and
// picks the right one; fill in the blank takes the accepted answers; short answer and essay take an
// optional model answer (they wait for the teacher's points).
import { Button, Form, Input, Select, type FormInstance } from 'antd';
import type { Quiz } from './api.ts';

export function QuestionAnswer({ form, name, index }: { form: FormInstance<Quiz>; name: number; index: number }) {
  const kind = Form.useWatch(['questions', name, 'kind'], form);
  const choices = (Form.useWatch(['questions', name, 'choices'], form) ?? []) as string[];
  if (kind === 'multiple_choice')
    return (
      <>
        <Form.List name={[name, 'choices']}>
          {(fields, { add, remove }) => (
            <>
              {fields.map((f, j) => (
                <Form.Item key={f.key} label={`Choice ${String.fromCharCode(65 + j)}`} required>
                  <div style={{ display: 'flex', gap: 8 }}>
                    <Form.Item name={f.name} noStyle rules={[{ required: true, message: 'Write the choice' }]}>
                      <Input aria-label={`Question ${index + 1}, choice ${String.fromCharCode(65 + j)}`} />
                    </Form.Item>
                    <Button onClick={() => remove(f.name)} disabled={fields.length <= 2}>
                      Remove
                    </Button>
                  </div>
                </Form.Item>
              ))}
              <Button size="small" onClick={() => add('')} disabled={fields.length >= 10} style={{ marginBottom: 12 }}>
                Add choice
              </Button>
            </>
          )}
        </Form.List>
        <Form.Item name={[name, 'answer']} label="Correct choice">
          <Select
            allowClear
            style={{ maxWidth: 320 }}
            options={choices.map((c, j) => ({ value: j, label: `${String.fromCharCode(65 + j)}: ${c ?? ''}` }))}
          />
        </Form.Item>
      </>
    );
  if (kind === 'fill_in')
    return (
      <Form.Item name={[name, 'answer']} label="Accepted answers" extra="Type each accepted answer and press Enter.">
        <Select mode="tags" open={false} />
      </Form.Item>
    );
  return (
    <Form.Item name={[name, 'answer']} label="Model answer (for you; the teacher gives the points)">
      <Input.TextArea autoSize={{ minRows: 1, maxRows: 6 }} />
    </Form.Item>
  );
}

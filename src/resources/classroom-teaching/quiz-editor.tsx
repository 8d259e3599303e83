// Edits a quiz as a whole (PUT /api/assignments/:id/quiz): settings, and per question its kind,
// text, choices, correct answer and points. Once a student has started the quiz the server refuses
// with 409 and the refusal is shown above the form: nothing is changed.
import { useState } from 'react';
import { Alert, Button, Card, Form, Input, InputNumber, Select, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { HttpError } from '../../providers/http-client.ts';
import { saveQuiz, type Question, type Quiz } from './api.ts';
import { QuizSettingsFields } from './quiz-settings.tsx';
import { QuestionAnswer } from './question-answer.tsx';

const KINDS = [
  { value: 'multiple_choice', label: 'Multiple choice' },
  { value: 'fill_in', label: 'Fill in the blank' },
  { value: 'short_answer', label: 'Short answer' },
  { value: 'essay', label: 'Essay' },
];

/** the form's question as the server takes it: choices only for multiple choice, an empty answer null */
function toQuestion(q: Question): Question {
  const mc = q.kind === 'multiple_choice';
  const answer =
    q.answer === undefined || q.answer === '' || (Array.isArray(q.answer) && !q.answer.length) ? null : q.answer;
  return { kind: q.kind, stem: q.stem, choices: mc ? (q.choices ?? []) : [], answer, points: q.points };
}

export function QuizEditor(props: { assignmentId: number; quiz: Quiz; onSaved: () => void }) {
  const [form] = Form.useForm<Quiz>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ conflict: boolean; message: string }>();
  const save = async (v: Quiz) => {
    setBusy(true);
    setFailure(undefined);
    try {
      await saveQuiz(props.assignmentId, {
        shuffle: !!v.shuffle,
        time_limit_minutes: v.time_limit_minutes ?? null,
        max_attempts: v.max_attempts,
        show_answers: !!v.show_answers,
        questions: v.questions.map(toQuestion),
      });
      props.onSaved();
    } catch (e) {
      setFailure({ conflict: e instanceof HttpError && e.status === 409, message: (e as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title={`Questions (${props.quiz.questions.length})`} size="small" style={{ marginBottom: 16 }}>
      {failure ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          message={failure.conflict ? 'The quiz is locked: students have started it' : 'Not saved'}
          description={failure.message}
        />
      ) : null}
      <Form<Quiz> form={form} layout="vertical" initialValues={props.quiz} onFinish={save}>
        <QuizSettingsFields />
        <Form.List name="questions">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f, i) => (
                <Card key={f.key} size="small" title={`Question ${i + 1}`} style={{ marginBottom: 12 }}>
                  <Space wrap align="start">
                    <Form.Item name={[f.name, 'kind']} label="Kind" rules={[{ required: true }]}>
                      <Select options={KINDS} style={{ width: 180 }} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'points']} label="Points" rules={[{ required: true }]}>
                      <InputNumber min={0} max={1000} />
                    </Form.Item>
                  </Space>
                  <Form.Item name={[f.name, 'stem']} label="Question" rules={[{ required: true, max: 5000 }]}>
                    <Input.TextArea autoSize={{ minRows: 1, maxRows: 6 }} />
                  </Form.Item>
                  <QuestionAnswer form={form} name={f.name} index={i} />
                  <Button danger size="small" icon={<DeleteOutlined />} onClick={() => remove(f.name)}>
                    Remove question {i + 1}
                  </Button>
                </Card>
              ))}
              <Button
                icon={<PlusOutlined />}
                onClick={() => add({ kind: 'multiple_choice', stem: '', choices: ['', ''], answer: null, points: 1 })}
              >
                Add question
              </Button>
            </>
          )}
        </Form.List>
        <div style={{ marginTop: 16 }}>
          <Button type="primary" htmlType="submit" loading={busy}>
            Save quiz
          </Button>
        </div>
      </Form>
    </Card>
  );
}

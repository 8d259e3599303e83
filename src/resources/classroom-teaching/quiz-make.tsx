// Makes an assignment's quiz from a question-generator output saved in My collection (POST
// /api/assignments/:id/quiz/from-saved); the assignment is then handed in as a quiz.
import { useState } from 'react';
import { Alert, Button, Card, Form } from 'antd';
import { quizFromSaved, type QuizSettings } from './api.ts';
import { SavedPicker } from './saved-picker.tsx';
import { QuizSettingsFields } from './quiz-settings.tsx';

export function MakeQuiz(props: { assignmentId: number; onMade: () => void }) {
  const [form] = Form.useForm<QuizSettings & { saved_id: number }>();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const make = async () => {
    const { saved_id, shuffle, time_limit_minutes, max_attempts, show_answers } = await form.validateFields();
    setBusy(true);
    setFailure(undefined);
    try {
      await quizFromSaved(props.assignmentId, saved_id, {
        shuffle: !!shuffle,
        time_limit_minutes: time_limit_minutes ?? null,
        max_attempts,
        show_answers: !!show_answers,
      });
      props.onMade();
    } catch (e) {
      setFailure((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card title="Make the quiz from a generated question set" size="small" style={{ marginBottom: 16 }}>
      {failure ? <Alert type="error" showIcon message="No quiz made" description={failure} /> : null}
      <Form
        form={form}
        layout="vertical"
        initialValues={{ shuffle: false, max_attempts: 1, show_answers: false }}
        onFinish={make}
      >
        <SavedPicker
          tools={['question-generator', 'question-generator-from-text']}
          label="Question set from My collection"
        />
        <QuizSettingsFields />
        <Button type="primary" htmlType="submit" loading={busy}>
          Make quiz
        </Button>
      </Form>
    </Card>
  );
}

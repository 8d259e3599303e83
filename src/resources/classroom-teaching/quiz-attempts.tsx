// The quiz's short-answer and essay answers of submitted attempts, for the teacher to give points
// (PUT /api/quiz-attempts/:id/answers/:questionId/score); multiple choice and fill in mark
// themselves. The attempt's score, and so the gradebook's, follows.
import { useState } from 'react';
import { App, Button, Card, Empty, InputNumber, Space, Tag, Typography } from 'antd';
import { useApiAnswer } from '../../components/table/use-api-answer.ts';
import { PanelLoadFailure } from '../../components/load-failure.tsx';
import { scoreAnswer, type HandIn, type Quiz } from './api.ts';
import { studentName } from './labels.ts';

interface Attempt {
  id: number;
  student_party_id: number;
  number: number;
  submitted_at: string | null;
  score: number | null;
  answers: { question_id: number; response: unknown; correct: boolean | null; points: number | null }[];
}

function OpenAnswer(props: { attempt: number; questionId: number; max: number; points: number | null; label: string }) {
  const { message } = App.useApp();
  const [points, setPoints] = useState<number | null>(props.points);
  const save = () =>
    scoreAnswer(props.attempt, props.questionId, points ?? 0).then(
      () => void message.success('Points saved'),
      (e: Error) => void message.error(e.message),
    );
  return (
    <Space>
      <InputNumber aria-label={props.label} min={0} max={props.max} value={points} onChange={setPoints} />
      <span>of {props.max}</span>
      <Button size="small" onClick={save}>
        Save points
      </Button>
    </Space>
  );
}

export function QuizAttempts({ assignmentId, quiz }: { assignmentId: number; quiz: Quiz }) {
  const attempts = useApiAnswer<{ data: Attempt[] }>(`/assignments/${assignmentId}/quiz/attempts`);
  const roster = useApiAnswer<{ data: HandIn }>(`/assignments/${assignmentId}/hand-in`);
  const open = new Map(
    quiz.questions.filter((q) => q.kind === 'short_answer' || q.kind === 'essay').map((q) => [q.id, q]),
  );
  const name = (party: number) => {
    const s = roster.data?.data.students.find((x) => x.student_id === party);
    return s ? studentName(s) : `Student ${party}`;
  };
  if (attempts.error)
    return <PanelLoadFailure what="The attempts" message={attempts.error.message} onRetry={attempts.retry} />;
  const rows = (attempts.data?.data ?? []).filter((a) => a.submitted_at);
  const items = rows.flatMap((a) =>
    a.answers.filter((x) => open.has(x.question_id)).map((x) => ({ a, x, q: open.get(x.question_id)! })),
  );
  return (
    <Card title="Answers to grade (short answer and essay)" size="small" loading={attempts.loading}>
      {items.length === 0 ? (
        <Empty description="No short-answer or essay answers handed in yet" />
      ) : (
        items.map(({ a, x, q }) => {
          const pos = quiz.questions.indexOf(q) + 1;
          return (
            <div key={`${a.id}-${x.question_id}`} style={{ borderTop: '1px solid #f0f0f0', padding: '8px 0' }}>
              <Typography.Text strong>
                {name(a.student_party_id)}, attempt {a.number}, question {pos}
              </Typography.Text>{' '}
              {x.correct === null ? <Tag color="orange">waits</Tag> : <Tag>scored</Tag>}
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '4px 0' }}>
                {String(x.response ?? '')}
              </Typography.Paragraph>
              <OpenAnswer
                attempt={a.id}
                questionId={x.question_id}
                max={q.points}
                points={x.points}
                label={`Points for ${name(a.student_party_id)}, question ${pos}`}
              />
            </div>
          );
        })
      )}
    </Card>
  );
}

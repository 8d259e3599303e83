// A quiz attempt's result per question for its student, once the teacher has released the grade: the
// student's answer, right / wrong / partly / waiting for the teacher, the points of each question and, when
// the quiz shows them, the correct answers (GET /api/quiz-attempts/:id/result; server/classroom/quiz-result.ts).
import { useEffect, useState } from 'react';
import { Alert, List, Skeleton, Tag, Typography } from 'antd';
import { readAttemptResult, type AttemptResult, type QuestionResult } from './api.ts';

const STATE = {
  right: { color: 'green', label: 'Right' },
  wrong: { color: 'red', label: 'Wrong' },
  partly: { color: 'gold', label: 'Partly right' },
  pending: { color: 'default', label: 'Waiting for the teacher' },
} as const;

/** a choice index as its text, text as it is */
function shown(q: QuestionResult, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'No answer';
  if (typeof value === 'number') return q.choices[value] ?? `Choice ${value + 1}`;
  return Array.isArray(value) ? value.join(' / ') : String(value);
}

function Question({ q, n }: { q: QuestionResult; n: number }) {
  const state = STATE[q.state];
  return (
    <List.Item data-testid={`result-${n}`}>
      <div style={{ width: '100%' }}>
        <Typography.Text strong>
          {n}. {q.stem}
        </Typography.Text>{' '}
        <Tag color={state.color}>{state.label}</Tag>
        <Typography.Text type="secondary">
          {q.points === null ? '–' : q.points} of {q.max_points} point{q.max_points === 1 ? '' : 's'}
        </Typography.Text>
        <div>Your answer: {shown(q, q.response)}</div>
        {q.answer !== undefined && q.answer !== null ? <div>Correct answer: {shown(q, q.answer)}</div> : null}
      </div>
    </List.Item>
  );
}

export function QuizAnswers({ attemptId }: { attemptId: number }) {
  const [result, setResult] = useState<AttemptResult>();
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    readAttemptResult(attemptId).then(setResult, (e: Error) => setFailure(e.message));
  }, [attemptId]);
  if (failure) return <Alert type="error" showIcon message="The result could not be read" description={failure} />;
  if (!result) return <Skeleton active />;
  if (!result.released) return null;
  return (
    <section aria-labelledby="quiz-answers" data-testid="quiz-answers" style={{ marginBottom: 12 }}>
      <Typography.Title level={3} id="quiz-answers" style={{ fontSize: 15 }}>
        Attempt {result.number}, question by question: {result.score} of {result.max_points} points
      </Typography.Title>
      <List size="small" dataSource={result.questions} renderItem={(q, i) => <Question key={q.id} q={q} n={i + 1} />} />
    </section>
  );
}

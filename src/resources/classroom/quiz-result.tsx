// A submitted attempt's result: the points multiple choice and fill in the blank earned at once, and
// the questions (short answer, essay) that wait for the teacher, whose points come later.
import { Alert, Typography } from 'antd';
import type { Attempt } from './types.ts';

const WAITS = new Set(['short_answer', 'essay']);

export function QuizResult({ attempt }: { attempt: Attempt }) {
  const waiting = attempt.questions.filter((q) => WAITS.has(q.kind));
  const auto = attempt.questions.filter((q) => !WAITS.has(q.kind));
  const autoMax = auto.reduce((s, q) => s + q.points, 0);
  return (
    <section aria-labelledby="quiz-result" data-testid="quiz-result" style={{ marginBottom: 12 }}>
      <Typography.Title level={3} id="quiz-result" style={{ fontSize: 15 }}>
        Attempt {attempt.number}: submitted
      </Typography.Title>
      {auto.length ? (
        <Typography.Paragraph data-testid="auto-score">
          Marked at once: {attempt.score ?? 0} of {autoMax} points
        </Typography.Paragraph>
      ) : null}
      {waiting.length ? (
        <Alert
          type="info"
          showIcon
          message={`Waiting for the teacher: ${waiting.length} question${waiting.length > 1 ? 's' : ''} (${waiting
            .map((q) => attempt.questions.indexOf(q) + 1)
            .join(', ')}) will be marked by your teacher.`}
        />
      ) : null}
    </section>
  );
}

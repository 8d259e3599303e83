// The quiz of an assignment for its student: how many questions, the time limit, the attempts used
// and left; an open attempt resumes by itself (a reload or a lost connection loses nothing, the
// answers are on the server), else "Start"; a submitted attempt shows its result, and once the grade is released
// the best attempt's result question by question.
import { useEffect, useState } from 'react';
import { Alert, Button, Descriptions, Skeleton, Typography } from 'antd';
import { readAttempt, startAttempt } from './api.ts';
import type { Attempt, MyAssignment } from './types.ts';
import { QuizPlayer } from './quiz-player.tsx';
import { QuizResult } from './quiz-result.tsx';
import { QuizAnswers } from './quiz-answers.tsx';

export function QuizPanel({ a, onChange }: { a: MyAssignment; onChange: () => void }) {
  const quiz = a.quiz;
  const open = quiz?.attempts.find((x) => x.open);
  const [attempt, setAttempt] = useState<Attempt>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open || attempt?.id === open.id) return;
    setBusy(true);
    readAttempt(open.id)
      .then(setAttempt, (e: Error) => setFailure(e.message))
      .finally(() => setBusy(false));
  }, [open, attempt?.id]);

  if (!quiz) return <Alert type="info" showIcon message="The quiz is not ready yet." />;
  const used = quiz.attempts.length;
  const best = quiz.attempts
    .filter((x) => x.submitted_at)
    .reduce<(typeof quiz.attempts)[number] | undefined>(
      (b, x) => (b && (b.score ?? 0) >= (x.score ?? 0) ? b : x),
      undefined,
    );
  const left = Math.max(0, quiz.max_attempts - used);
  const start = () => {
    setBusy(true);
    setFailure(undefined);
    startAttempt(a.id)
      .then(
        (x) => {
          setAttempt(x);
          onChange();
        },
        (e: Error) => setFailure(e.message),
      )
      .finally(() => setBusy(false));
  };
  const facts = (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 3 }}
      items={[
        { key: 'q', label: 'Questions', children: quiz.questions },
        {
          key: 't',
          label: 'Time limit',
          children: quiz.time_limit_minutes ? `${quiz.time_limit_minutes} minutes` : 'None',
        },
        {
          key: 'a',
          label: 'Attempts left',
          children: (
            <span data-testid="attempts-left">
              {left} of {quiz.max_attempts}
            </span>
          ),
        },
      ]}
    />
  );
  if (attempt && !attempt.submitted_at)
    return (
      <>
        {facts}
        <QuizPlayer
          attempt={attempt}
          onSubmitted={(done) => {
            setAttempt(done);
            onChange();
          }}
        />
      </>
    );
  return (
    <>
      {facts}
      {attempt?.submitted_at ? <QuizResult attempt={attempt} /> : null}
      {!attempt && quiz.attempts.some((x) => x.submitted_at) ? (
        <Typography.Paragraph>
          Best score so far: {Math.max(...quiz.attempts.map((x) => x.score ?? 0))} points
        </Typography.Paragraph>
      ) : null}
      {a.released && best ? <QuizAnswers attemptId={best.id} /> : null}
      {failure ? <Alert type="error" showIcon message={failure} style={{ marginBottom: 8 }} /> : null}
      {busy && !attempt ? <Skeleton active /> : null}
      {left > 0 && !a.closed && !open ? (
        <Button type="primary" onClick={start} loading={busy}>
          {used ? 'Start another attempt' : 'Start the quiz'}
        </Button>
      ) : null}
      {a.closed ? <Alert type="info" showIcon message="This quiz is closed." /> : null}
    </>
  );
}

// Taking a quiz attempt: one question at a time or all on one page (the student chooses), each
// answer saved as it is given (a choice at once, typed text a moment after the typing stops), the
// time left counted down to the server's deadline, and "Submit" after a confirm. Answers still being
// saved are saved before the submit.
import { useRef, useState } from 'react';
import { Alert, App, Button, Pagination, Segmented, Space } from 'antd';
import { saveAnswer, submitAttempt } from './api.ts';
import type { Attempt } from './types.ts';
import { QuestionCard, type SaveMark } from './quiz-question.tsx';
import { QuizTimer } from './quiz-timer.tsx';

const PAUSE_MS = 700;
type Response = number | string;

export function QuizPlayer({ attempt, onSubmitted }: { attempt: Attempt; onSubmitted: (a: Attempt) => void }) {
  const [answers, setAnswers] = useState<Record<string, Response | null>>(attempt.answers);
  const [marks, setMarks] = useState<Record<string, SaveMark>>({});
  const [mode, setMode] = useState<'one' | 'all'>('one');
  const [at, setAt] = useState(0);
  const [timeUp, setTimeUp] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const pending = useRef(new Map<number, { timer: ReturnType<typeof setTimeout>; run: () => Promise<void> }>());
  const { modal } = App.useApp();

  const mark = (q: number, m: SaveMark) => setMarks((all) => ({ ...all, [q]: m }));
  const send = (q: number, value: Response) => async () => {
    pending.current.delete(q);
    mark(q, { kind: 'saving' });
    try {
      await saveAnswer(attempt.id, q, value);
      mark(q, { kind: 'saved' });
    } catch (e) {
      mark(q, { kind: 'failed', message: (e as Error).message });
    }
  };
  const answer = (q: number, value: Response, typed: boolean) => {
    setAnswers((all) => ({ ...all, [q]: value }));
    const prior = pending.current.get(q);
    if (prior) clearTimeout(prior.timer);
    const run = send(q, value);
    if (!typed) return void run();
    pending.current.set(q, { timer: setTimeout(() => void run(), PAUSE_MS), run });
  };

  const submit = () =>
    modal.confirm({
      title: 'Submit your answers?',
      content: 'You cannot change them after submitting.',
      okText: 'Submit',
      cancelText: 'Keep working',
      onOk: async () => {
        setSubmitting(true);
        setFailure(undefined);
        try {
          const waiting = [...pending.current.values()];
          waiting.forEach((p) => clearTimeout(p.timer));
          await Promise.all(waiting.map((p) => p.run()));
          onSubmitted(await submitAttempt(attempt.id));
        } catch (e) {
          setFailure((e as Error).message);
        } finally {
          setSubmitting(false);
        }
      },
    });

  const qs = attempt.questions;
  const shown = mode === 'all' ? qs : [qs[Math.min(at, qs.length - 1)]];
  return (
    <section aria-label={`Attempt ${attempt.number}`} data-testid="quiz-player">
      <Space wrap style={{ marginBottom: 12 }}>
        <Segmented
          aria-label="Show questions"
          value={mode}
          onChange={(v) => setMode(v as 'one' | 'all')}
          options={[
            { value: 'one', label: 'One at a time' },
            { value: 'all', label: 'All on one page' },
          ]}
        />
        {attempt.deadline ? <QuizTimer deadline={attempt.deadline} onTimeUp={() => setTimeUp(true)} /> : null}
      </Space>
      {timeUp ? <Alert type="warning" showIcon message="Time is up: answers can no longer be saved." /> : null}
      {shown.map((q) => (
        <QuestionCard
          key={q.id}
          q={q}
          n={qs.indexOf(q) + 1}
          value={answers[q.id] ?? null}
          mark={marks[q.id]}
          disabled={timeUp || submitting}
          onAnswer={(v, typed) => answer(q.id, v, typed)}
        />
      ))}
      {mode === 'one' && qs.length > 1 ? (
        <Pagination
          simple
          current={at + 1}
          total={qs.length}
          pageSize={1}
          onChange={(p) => setAt(p - 1)}
          style={{ marginBottom: 12 }}
          aria-label="Question"
        />
      ) : null}
      {failure ? (
        <Alert type="error" showIcon message={`Not submitted: ${failure}`} style={{ marginBottom: 8 }} />
      ) : null}
      <Button type="primary" onClick={submit} loading={submitting}>
        Submit the quiz
      </Button>
    </section>
  );
}

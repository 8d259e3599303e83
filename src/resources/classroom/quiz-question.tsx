// One question of a quiz attempt: its stem, its points, the answer control its kind needs (choices,
// a short line, or a longer text) and whether its answer is saved.
import { Card, Input, Radio, Space, Typography } from 'antd';
import type { QuizQuestion } from './types.ts';

export type SaveMark = { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string };

const MARK_TEXT = (m?: SaveMark) =>
  !m ? '' : m.kind === 'saving' ? 'Saving…' : m.kind === 'saved' ? 'Saved' : `Not saved: ${m.message}`;

export function QuestionCard({
  q,
  n,
  value,
  mark,
  disabled,
  onAnswer,
}: {
  q: QuizQuestion;
  n: number;
  value: number | string | null;
  mark?: SaveMark;
  disabled: boolean;
  onAnswer: (value: number | string, typed: boolean) => void;
}) {
  const label = `Question ${n}`;
  const id = `question-${q.id}`;
  const control = () => {
    if (q.kind === 'multiple_choice')
      return (
        <Radio.Group
          aria-labelledby={id}
          value={typeof value === 'number' ? value : undefined}
          onChange={(e) => onAnswer(e.target.value as number, false)}
          disabled={disabled}
        >
          <Space direction="vertical">
            {q.choices.map((c, i) => (
              <Radio key={i} value={i}>
                {c}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      );
    const Text = q.kind === 'fill_in' ? Input : Input.TextArea;
    return (
      <Text
        aria-labelledby={id}
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => onAnswer(e.target.value, true)}
        disabled={disabled}
        maxLength={20_000}
        {...(q.kind === 'fill_in' ? {} : { autoSize: { minRows: q.kind === 'essay' ? 6 : 2 } })}
      />
    );
  };
  return (
    <Card size="small" style={{ marginBottom: 12 }} data-testid={id}>
      <Typography.Paragraph id={id} strong style={{ whiteSpace: 'pre-wrap' }}>
        {label} ({q.points} pts): {q.stem}
      </Typography.Paragraph>
      {control()}
      <Typography.Text
        role="status"
        aria-live="polite"
        type={mark?.kind === 'failed' ? 'danger' : 'secondary'}
        style={{ display: 'block', marginTop: 4 }}
      >
        {MARK_TEXT(mark)}
      </Typography.Text>
    </Card>
  );
}

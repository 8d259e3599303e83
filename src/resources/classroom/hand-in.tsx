// How the student hands in one assignment, by its submission kind: typed text (autosaved), files
// (with upload progress), the online quiz, or nothing here (on paper). Whether it may be handed in
// (again) is said before the student tries (the server's rule: closed, or returned without
// resubmission); the server decides all the same.
import { Alert, Typography } from 'antd';
import type { MyAssignment } from './types.ts';
import { TextHandIn } from './text-hand-in.tsx';
import { FileHandIn } from './file-hand-in.tsx';
import { QuizPanel } from './quiz-panel.tsx';

/** why the student cannot hand in (again), or undefined when it can */
export function closedReason(a: MyAssignment): string | undefined {
  if (a.closed) return 'This assignment is closed: nothing more can be handed in.';
  if (a.status === 'returned' && !a.allow_resubmit)
    return 'Your teacher returned this work; it cannot be handed in again.';
  return undefined;
}

export function HandIn({ a, onChange }: { a: MyAssignment; onChange: () => void }) {
  const closed = closedReason(a);
  const body = () => {
    if (a.submission_kind === 'none')
      return <Typography.Paragraph>This assignment is handed in on paper.</Typography.Paragraph>;
    if (a.submission_kind === 'quiz') return <QuizPanel a={a} onChange={onChange} />;
    if (closed) return <Alert type="info" showIcon message={closed} />;
    if (a.submission_kind === 'text') return <TextHandIn a={a} onChange={onChange} />;
    return <FileHandIn a={a} onChange={onChange} />;
  };
  return (
    <section aria-labelledby="hand-in" style={{ marginTop: 16 }}>
      <Typography.Title level={2} id="hand-in" style={{ fontSize: 16 }}>
        {a.submission_kind === 'quiz' ? 'Quiz' : 'Hand in'}
      </Typography.Title>
      {body()}
    </section>
  );
}

// Under a tool's answer: the checks by code that it failed (question count and kinds, answer key,
// rubric, Bloom's labels, language, Christian perspective, student names; server/ai-eval/output-checks.ts).
// Nothing when every check passed: the teacher is told only what to look at.
import { Alert } from 'antd';
import type { OutputCheck } from '../stream/use-tool-stream.ts';

const LABELS: Record<string, string> = {
  questions: 'questions asked for',
  'answer-key': 'answer key',
  rubric: 'rubric',
  blooms: "Bloom's levels",
  language: 'language',
  'christian-perspective': 'Christian perspective',
  'no-student-ids': 'no student names',
};

export function ChecksNote({ checks }: { checks: OutputCheck[] }) {
  const failed = checks.filter((c) => !c.pass);
  if (!failed.length) return null;
  const what = failed.map((c) => `${LABELS[c.property] ?? c.property} (${c.detail})`).join('; ');
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginTop: 12 }}
      data-testid="output-checks"
      message={`This output may not meet: ${what}`}
      description="Checked by code after writing. Read it through and regenerate or refine before using it."
    />
  );
}

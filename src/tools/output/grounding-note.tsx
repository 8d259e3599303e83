// Under a grounded tool's answer: which of the school's frameworks it was limited to, and any code
// in the answer that is not in them (the model was told not to invent codes; this says if it did).
import { Alert } from 'antd';
import type { Grounding } from '../stream/use-tool-stream.ts';

export function GroundingNote({ g }: { g: Grounding }) {
  const from = `${g.frameworks.join(', ')} (${g.offered} standards)`;
  return g.unknown.length ? (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 8 }}
      data-testid="grounding"
      message={`Not in your school's standards: ${g.unknown.join(', ')}`}
      description={`The labels were limited to ${from}. Check or replace these codes before using the labels.`}
    />
  ) : (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 8 }}
      data-testid="grounding"
      message={`Labelled only with your school's standards: ${from}`}
    />
  );
}

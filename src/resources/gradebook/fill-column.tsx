// "Fill": every empty cell of one assignment gets the same score or mark in one action
// (fill_column on assignments, one transaction); cells already graded keep their grade.
import { useId, useState } from 'react';
import { Button, Form, Input, Popover } from 'antd';
import { failureText, runAction } from '../../providers/data/run-action.ts';
import { GRADE_HELP, parseGrade } from '../../shared/grade-text.ts';

export function FillColumn(props: { assignmentId: number; title: string; onFilled: () => void }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const inputId = useId();

  const fill = async () => {
    const v = parseGrade(text);
    if ('error' in v || (v.score === null && v.mark === null)) return setProblem(GRADE_HELP);
    setBusy(true);
    setProblem(undefined);
    try {
      const answer = await runAction('assignments', 'fill_column', [props.assignmentId], { ...v });
      const failed = failureText(answer, () => props.title);
      if (failed) setProblem(failed);
      else {
        setOpen(false);
        setText('');
        props.onFilled();
      }
    } catch (e) {
      setProblem(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  const form = (
    <Form layout="vertical" onFinish={() => void fill()} style={{ width: 220 }}>
      <Form.Item
        label={`Fill empty cells of ${props.title} with`}
        htmlFor={inputId}
        validateStatus={problem ? 'error' : undefined}
        help={problem ?? '8.5, 8.5L, M or E'}
      >
        <Input id={inputId} value={text} onChange={(e) => setText(e.target.value)} autoFocus />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        Fill empty cells
      </Button>
    </Form>
  );
  return (
    <Popover content={form} open={open} onOpenChange={setOpen} trigger="click" destroyOnHidden>
      <Button size="small" type="link" style={{ padding: 0 }} aria-label={`Fill column ${props.title}`}>
        Fill
      </Button>
    </Popover>
  );
}

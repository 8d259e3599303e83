// The AI feedback draft of the grading view: streamed from POST .../feedback-draft (the tools'
// relay and quotas) into an editable box. Only the work goes to the model, never the student's
// name, and the screen says so; nothing is saved until the teacher puts it into the comment.
import { useEffect, useState } from 'react';
import { Alert, Button, Input, Space, Typography } from 'antd';
import { RobotOutlined } from '@ant-design/icons';
import { useGenerationStream } from '../../tools/stream/use-tool-stream.ts';
import { feedbackDraftPath } from './api.ts';

export function FeedbackDraft(props: { assignmentId: number; studentId: number; onUse: (text: string) => void }) {
  const { state, run, stop, reset } = useGenerationStream();
  const [text, setText] = useState('');
  useEffect(() => setText(state.text), [state.text]);
  const streaming = state.status === 'streaming';
  return (
    <section aria-label="AI feedback draft" style={{ margin: '12px 0' }}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        Only the work is sent to the model (the assignment, its rubric and the student&apos;s text), never the
        student&apos;s name. The draft is not saved or shown to the student unless you use it and save.
      </Typography.Paragraph>
      <Space wrap>
        <Button
          icon={<RobotOutlined />}
          loading={streaming}
          onClick={() => void run(feedbackDraftPath(props.assignmentId, props.studentId))}
        >
          Draft feedback with AI
        </Button>
        {streaming ? <Button onClick={stop}>Stop</Button> : null}
      </Space>
      {state.status === 'error' ? (
        <Alert type="warning" showIcon style={{ marginTop: 8 }} message={state.error?.message ?? 'The draft failed'} />
      ) : null}
      {state.status !== 'idle' && state.status !== 'error' ? (
        <>
          <label htmlFor="feedback-draft" style={{ display: 'block', marginTop: 8 }}>
            AI draft (edit it before you use it)
          </label>
          <Input.TextArea
            id="feedback-draft"
            data-testid="feedback-draft"
            value={text}
            readOnly={streaming}
            onChange={(e) => setText(e.target.value)}
            autoSize={{ minRows: 4, maxRows: 14 }}
          />
          <Space style={{ marginTop: 8 }}>
            <Button
              type="primary"
              ghost
              disabled={streaming || !text.trim()}
              onClick={() => (props.onUse(text), reset())}
            >
              Use as comment
            </Button>
            <Button disabled={streaming} onClick={reset}>
              Discard draft
            </Button>
          </Space>
        </>
      ) : null}
    </section>
  );
}

// The streamed answer of a tool page: rendered Markdown, its status, stop and regenerate, the
// reading grade for leveled tools, the checks by code it failed, exports, and follow-up refinement
// that keeps the conversation.
import { useState } from 'react';
import { Alert, Button, Card, Empty, Input, Space, Tag, Typography } from 'antd';
import { ReloadOutlined, SendOutlined, StopOutlined } from '@ant-design/icons';
import type { Readability, StreamState, Turn } from '../stream/use-tool-stream.ts';
import { GroundingNote } from './grounding-note.tsx';
import { ChecksNote } from './checks-note.tsx';
import type { ToolInputs } from '../../shared/tools/field-types.ts';
import { MarkdownView } from './markdown-view.tsx';
import { OutputActions } from './output-actions.tsx';
import { StallNotice } from '../stream/stall-notice.tsx';

const SUGGESTIONS = ['Make it shorter', 'Add an answer key', 'Simplify the language', 'Add more detail'];

interface Props {
  state: StreamState;
  title: string;
  toolSlug: string;
  inputs: ToolInputs;
  refinements: Turn[];
  onStop(): void;
  onRegenerate(): void;
  onRefine(instruction: string): void;
}

function ReadabilityTag({ r }: { r: Readability }) {
  const band = r.band[0] === null ? `up to ${r.band[1]}` : `${r.band[0]}–${r.band[1]}`;
  return (
    <Tag color={r.inBand ? 'green' : 'orange'} data-testid="readability">
      Reading grade {r.grade} (target {r.target}, band {band})
      {r.retrying ? ': rewriting once to match' : r.attempt > 1 ? ' after one rewrite' : ''}
    </Tag>
  );
}

export function OutputPanel({ state, title, toolSlug, inputs, refinements, onStop, onRegenerate, onRefine }: Props) {
  const [instruction, setInstruction] = useState('');
  const streaming = state.status === 'streaming';
  const canRefine = !streaming && !!state.text;
  const send = (text: string) => {
    if (!text.trim()) return;
    onRefine(text.trim());
    setInstruction('');
  };

  return (
    <Card
      size="small"
      title={
        <Space wrap>
          Output {streaming && <Tag color="blue">Writing…</Tag>} {state.status === 'stopped' && <Tag>Stopped</Tag>}{' '}
          {state.readability && <ReadabilityTag r={state.readability} />}
        </Space>
      }
      extra={
        streaming ? (
          <Button danger icon={<StopOutlined />} onClick={onStop}>
            Stop
          </Button>
        ) : (
          <Button icon={<ReloadOutlined />} disabled={state.status === 'idle'} onClick={onRegenerate}>
            Regenerate
          </Button>
        )
      }
    >
      {refinements.filter((t) => t.role === 'user').length > 0 && (
        <Space wrap style={{ marginBottom: 8 }}>
          <Typography.Text type="secondary">Refined:</Typography.Text>
          {refinements
            .filter((t) => t.role === 'user')
            .map((t, i) => (
              <Tag key={i}>{t.content}</Tag>
            ))}
        </Space>
      )}
      {state.grounding && <GroundingNote g={state.grounding} />}
      <StallNotice state={state} onStop={onStop} />
      {state.error && (
        <Alert
          type="error"
          showIcon
          role="alert"
          data-testid="tool-error"
          style={{ marginBottom: 12 }}
          message={
            state.error.code === 'quota_exceeded' ? 'Daily AI quota used up' : 'The answer could not be completed'
          }
          description={state.error.message + (state.text ? ' What was written so far is kept below.' : '')}
        />
      )}
      {state.text ? (
        <MarkdownView markdown={state.text} streaming={streaming} />
      ) : streaming ? (
        <Typography.Text type="secondary">Waiting for the first words…</Typography.Text>
      ) : (
        !state.error && <Empty description="Fill in the form and generate" />
      )}
      {state.checks && !streaming && <ChecksNote checks={state.checks} />}
      {state.text && (
        <Space direction="vertical" style={{ width: '100%', marginTop: 16 }}>
          <OutputActions markdown={state.text} title={title} toolSlug={toolSlug} inputs={inputs} disabled={streaming} />
          <Space.Compact style={{ width: '100%' }}>
            <Input
              aria-label="Refine the output"
              placeholder="Ask for a change, e.g. make it shorter"
              value={instruction}
              maxLength={2000}
              disabled={!canRefine}
              onChange={(e) => setInstruction(e.target.value)}
              onPressEnter={() => send(instruction)}
            />
            <Button
              type="primary"
              icon={<SendOutlined />}
              disabled={!canRefine || !instruction.trim()}
              onClick={() => send(instruction)}
            >
              Refine
            </Button>
          </Space.Compact>
          <Space wrap>
            {SUGGESTIONS.map((s) => (
              <Button key={s} size="small" disabled={!canRefine} onClick={() => send(s)}>
                {s}
              </Button>
            ))}
          </Space>
        </Space>
      )}
    </Card>
  );
}

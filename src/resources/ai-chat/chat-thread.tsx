// One conversation: its messages (answers as Markdown), the answer being streamed, and the box to
// ask with send, stop and regenerate.
import { useState } from 'react';
import { Alert, Button, Input, Space, Typography } from 'antd';
import { RedoOutlined, SendOutlined, StopOutlined } from '@ant-design/icons';
import { MarkdownView } from '../../tools/output/markdown-view.tsx';
import type { StreamState } from '../../tools/stream/use-tool-stream.ts';
import { StallNotice } from '../../tools/stream/stall-notice.tsx';
import type { ChatMessage, Source } from './chat-api.ts';

const bubble = (role: string) => ({
  padding: '8px 12px',
  borderRadius: 8,
  background: role === 'user' ? 'rgba(22,119,255,0.08)' : 'transparent',
  border: role === 'user' ? 'none' : '1px solid rgba(0,0,0,0.06)',
  maxWidth: '100%',
  overflowWrap: 'anywhere' as const,
});

/** The lesson passages a tutor's answer stands on, with their lesson and time. */
function Sources({ sources }: { sources: Source[] }) {
  if (!sources.length)
    return (
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        No lesson covers this question.
      </Typography.Text>
    );
  return (
    <details data-testid="chat-sources">
      <summary style={{ cursor: 'pointer', fontSize: 12 }}>
        Sources: {[...new Set(sources.map((s) => s.label))].join('; ')}
      </summary>
      <ul style={{ margin: '4px 0 0', paddingLeft: 20, fontSize: 12 }}>
        {sources.map((s, i) => (
          <li key={i}>
            <strong>{s.label}</strong>: {s.text}
          </li>
        ))}
      </ul>
    </details>
  );
}

function Bubble({ m }: { m: Pick<ChatMessage, 'role' | 'content' | 'status' | 'sources'> }) {
  return (
    <div style={bubble(m.role)} data-testid={`chat-${m.role}`}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {m.role === 'user' ? 'You' : 'Assistant'}
        {m.status === 'stopped' ? ' (stopped)' : m.status === 'error' ? ' (interrupted)' : ''}
      </Typography.Text>
      {m.role === 'user' ? (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{m.content}</Typography.Paragraph>
      ) : (
        <MarkdownView markdown={m.content} />
      )}
      {m.role === 'assistant' && m.sources ? <Sources sources={m.sources} /> : null}
    </div>
  );
}

export function ChatThread(props: {
  messages: ChatMessage[];
  pending?: string;
  stream: StreamState;
  onSend: (text: string) => Promise<boolean>;
  onStop: () => void;
  onRegenerate: () => void;
  /** why nothing can be asked yet */
  blocked?: string;
  emptyHint?: string;
}) {
  const [text, setText] = useState('');
  const { stream, messages } = props;
  const streaming = stream.status === 'streaming';
  const last = messages.at(-1);
  const send = async () => {
    const t = text.trim();
    if (!t || streaming || props.blocked) return;
    setText('');
    if (!(await props.onSend(t))) setText(t);
  };
  return (
    <section aria-label="Conversation" style={{ display: 'flex', flexDirection: 'column', gap: 12, minWidth: 0 }}>
      {messages.length === 0 && !props.pending ? (
        <Typography.Paragraph type="secondary">
          {props.blocked ?? props.emptyHint ?? 'Ask anything to start the conversation.'}
        </Typography.Paragraph>
      ) : null}
      {messages.map((m) => (
        <Bubble key={m.id} m={m} />
      ))}
      {props.pending ? <Bubble m={{ role: 'user', content: props.pending, status: 'done' }} /> : null}
      {streaming || (props.pending && stream.text) ? (
        <div style={bubble('assistant')} data-testid="chat-streaming">
          <MarkdownView markdown={stream.text} streaming={streaming} />
        </div>
      ) : null}
      <StallNotice state={stream} onStop={props.onStop} />
      {stream.status === 'error' && stream.error ? (
        <Alert type="error" showIcon message={stream.error.message} role="alert" />
      ) : null}
      <Input.TextArea
        aria-label="Message"
        placeholder="Type your message (Enter sends, Shift+Enter adds a line)"
        autoSize={{ minRows: 2, maxRows: 8 }}
        value={text}
        maxLength={8000}
        onChange={(e) => setText(e.target.value)}
        onPressEnter={(e) => {
          if (!e.shiftKey) {
            e.preventDefault();
            void send();
          }
        }}
      />
      <Space wrap>
        <Button
          type="primary"
          icon={<SendOutlined />}
          onClick={() => void send()}
          disabled={streaming || !text.trim() || Boolean(props.blocked)}
        >
          Send
        </Button>
        {streaming ? (
          <Button icon={<StopOutlined />} onClick={props.onStop}>
            Stop
          </Button>
        ) : null}
        {!streaming && last?.role === 'assistant' && last.status !== 'safety' ? (
          <Button icon={<RedoOutlined />} onClick={props.onRegenerate}>
            Regenerate
          </Button>
        ) : null}
      </Space>
    </section>
  );
}

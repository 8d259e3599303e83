// The student's conversation in a room: its messages, the answer being streamed (the chat's stream,
// src/tools/stream), a safety answer's help resources, a refused send as an actionable message, and
// the message box (Enter sends, Shift+Enter adds a line), disabled while the room is not open.
import { useState } from 'react';
import { Alert, Button, Input, Typography } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { MarkdownView } from '../../../tools/output/markdown-view.tsx';
import type { StreamState } from '../../../tools/stream/use-tool-stream.ts';

export interface Turn {
  key: string;
  role: 'user' | 'assistant';
  content: string;
}

const turnStyle = (role: Turn['role']) => ({
  padding: '8px 12px',
  borderRadius: 8,
  background: role === 'user' ? 'rgba(22,119,255,0.08)' : 'transparent',
  border: role === 'user' ? 'none' : '1px solid rgba(0,0,0,0.06)',
  overflowWrap: 'anywhere' as const,
});

function TurnView({ turn, streaming }: { turn: Omit<Turn, 'key'>; streaming?: boolean }) {
  return (
    <li style={turnStyle(turn.role)} data-testid={`room-${turn.role}`}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {turn.role === 'user' ? 'You' : 'Assistant'}
      </Typography.Text>
      {turn.role === 'user' ? (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{turn.content}</Typography.Paragraph>
      ) : (
        <MarkdownView markdown={turn.content} streaming={streaming} />
      )}
    </li>
  );
}

/** What a refused or broken send says, and what the student can do about it. */
function SendProblem({ stream, onRecheck }: { stream: StreamState; onRecheck: () => void }) {
  const e = stream.error;
  if (stream.status !== 'error' || !e) return null;
  const hint =
    e.code === 'room_cap_reached'
      ? 'Ask your teacher if you need more messages in this room.'
      : e.code === 'room_paused' || e.code === 'room_not_open'
        ? 'Your message was not sent. Check again when the room is open.'
        : 'Your message was not sent. Try again.';
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      message={e.message}
      description={hint}
      action={
        <Button size="small" onClick={onRecheck}>
          Check again
        </Button>
      }
    />
  );
}

export function RoomChat(props: {
  turns: Turn[];
  pending?: string;
  stream: StreamState;
  /** why nothing can be sent now (the room is paused, closed, ended or its cap is reached) */
  blocked?: string;
  onSend: (text: string) => Promise<boolean>;
  onRecheck: () => void;
}) {
  const [text, setText] = useState('');
  const { stream } = props;
  const streaming = stream.status === 'streaming';
  const send = async () => {
    const t = text.trim();
    if (!t || streaming || props.blocked) return;
    setText('');
    if (!(await props.onSend(t))) setText(t);
  };
  return (
    <section aria-label="Conversation" style={{ display: 'flex', flexDirection: 'column', gap: 12, minWidth: 0 }}>
      {props.turns.length === 0 && !props.pending ? (
        <Typography.Paragraph type="secondary">Ask a question to start.</Typography.Paragraph>
      ) : null}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }}>
        {props.turns.map((t) => (
          <TurnView key={t.key} turn={t} />
        ))}
        {props.pending ? <TurnView turn={{ role: 'user', content: props.pending }} /> : null}
        {props.pending && (streaming || stream.text) ? (
          <TurnView turn={{ role: 'assistant', content: stream.text }} streaming={streaming} />
        ) : null}
      </ul>
      {stream.safety?.resources.length ? (
        <Alert
          type="info"
          showIcon
          message="Where to find help"
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {stream.safety.resources.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          }
        />
      ) : null}
      <SendProblem stream={stream} onRecheck={props.onRecheck} />
      <Input.TextArea
        aria-label="Message"
        placeholder={props.blocked ? undefined : 'Type your message (Enter sends, Shift+Enter adds a line)'}
        autoSize={{ minRows: 2, maxRows: 8 }}
        value={text}
        maxLength={8000}
        disabled={Boolean(props.blocked)}
        onChange={(e) => setText(e.target.value)}
        onPressEnter={(e) => {
          if (!e.shiftKey) {
            e.preventDefault();
            void send();
          }
        }}
      />
      <div>
        <Button
          type="primary"
          icon={<SendOutlined />}
          onClick={() => void send()}
          disabled={streaming || !text.trim() || Boolean(props.blocked)}
        >
          Send
        </Button>
      </div>
    </section>
  );
}

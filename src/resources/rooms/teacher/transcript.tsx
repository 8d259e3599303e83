// A student's conversation in a room as the teacher reads it: each turn with who said it, flagged
// turns marked; `streaming` is an answer still arriving.
import { Tag, Typography } from 'antd';
import type { LiveMessage } from './types.ts';

export function Transcript({ messages, streaming }: { messages: LiveMessage[]; streaming?: string }) {
  if (messages.length === 0 && !streaming) {
    return <Typography.Text type="secondary">No messages yet.</Typography.Text>;
  }
  return (
    <ol style={{ listStyle: 'none', padding: 0, margin: 0, overflowWrap: 'anywhere' }}>
      {messages.map((m, i) => (
        <li key={m.id ?? `n${i}`} style={{ marginBottom: 8 }}>
          <strong>{m.role === 'user' ? 'Student' : 'AI'}:</strong> {m.flagged ? <Tag color="red">flagged</Tag> : null}
          <span style={{ whiteSpace: 'pre-wrap' }}>{m.content}</span>
        </li>
      ))}
      {streaming ? (
        <li aria-busy="true">
          <strong>AI:</strong> <span style={{ whiteSpace: 'pre-wrap' }}>{streaming}</span>
        </li>
      ) : null}
    </ol>
  );
}

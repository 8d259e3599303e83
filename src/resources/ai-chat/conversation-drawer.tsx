// A conversation read from the chat log (read-only; the server audits each read of a student's).
import { Alert, Drawer, Skeleton, Space, Tag, Typography } from 'antd';
import { useApiAnswer } from '../../components/table/use-api-answer.ts';
import { MarkdownView } from '../../tools/output/markdown-view.tsx';
import type { ChatMessage } from './chat-api.ts';

export function ConversationDrawer({ id, title, onClose }: { id?: number; title?: string; onClose: () => void }) {
  const answer = useApiAnswer<{ messages: ChatMessage[] }>(`/ai/chat-log/${id}`, undefined, id !== undefined);
  const messages = answer.data?.messages;
  const error = answer.error?.message;
  return (
    <Drawer open={id !== undefined} onClose={onClose} title={title} width={640}>
      {error ? <Alert type="error" showIcon message={error} /> : null}
      {!messages && !error ? <Skeleton active /> : null}
      <Space direction="vertical" style={{ width: '100%' }}>
        {(messages ?? []).map((m) => (
          <div key={m.id} data-testid={`log-${m.role}`}>
            <Typography.Text type="secondary">
              {m.role === 'user' ? 'Question' : 'Answer'} · {new Date(m.createdAt).toLocaleString()}
            </Typography.Text>{' '}
            {m.flagged ? <Tag color="red">flagged</Tag> : null}
            {m.role === 'user' ? (
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{m.content}</Typography.Paragraph>
            ) : (
              <MarkdownView markdown={m.content} />
            )}
          </div>
        ))}
      </Space>
    </Drawer>
  );
}

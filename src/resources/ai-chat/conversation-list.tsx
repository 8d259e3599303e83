// The chat's side list: new conversation, search, and the user's conversations (newest first).
import { Button, Input, List, Typography } from 'antd';
import { PlusOutlined, WarningOutlined } from '@ant-design/icons';
import type { Conversation } from './chat-api.ts';

export function ConversationList(props: {
  rows: Conversation[] | undefined;
  error?: string;
  selected?: number;
  onSelect: (id: number) => void;
  onNew: () => void;
  onSearch: (q: string) => void;
}) {
  return (
    <nav aria-label="Conversations" style={{ display: 'flex', flexDirection: 'column', gap: 8, minWidth: 0 }}>
      <Button type="primary" icon={<PlusOutlined />} onClick={props.onNew}>
        New conversation
      </Button>
      <Input.Search
        allowClear
        placeholder="Search conversations"
        aria-label="Search conversations"
        onSearch={props.onSearch}
      />
      {props.error ? (
        <Typography.Text type="danger" role="alert">
          Could not load your conversations: {props.error}
        </Typography.Text>
      ) : (
        <List
          size="small"
          loading={props.rows === undefined}
          dataSource={props.rows ?? []}
          locale={{ emptyText: <Typography.Text>No conversations yet</Typography.Text> }}
          renderItem={(c) => (
            <List.Item style={{ padding: 0 }}>
              <Button
                type={c.id === props.selected ? 'default' : 'text'}
                block
                style={{ textAlign: 'left', overflow: 'hidden', textOverflow: 'ellipsis' }}
                aria-current={c.id === props.selected ? 'page' : undefined}
                onClick={() => props.onSelect(c.id)}
              >
                {c.flagged ? <WarningOutlined aria-label="flagged" /> : null} {c.title}
              </Button>
            </List.Item>
          )}
        />
      )}
    </nav>
  );
}

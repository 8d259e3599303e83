// The bell's list (lazy, see src/layout/notification-bell.tsx): newest first, unread in bold;
// opening one marks it read and goes to its link; "Mark all read" clears the count.
import { Alert, App, Button, Empty, List, Space, Spin, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { markRead, type Inbox, type InboxItem } from './inbox-api.ts';

interface Props {
  inbox?: Inbox;
  error?: string;
  onChange(inbox: Inbox): void;
  onRetry(): void;
  onClose(): void;
}

export default function BellList({ inbox, error, onChange, onRetry, onClose }: Props) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const failed = (err: Error) => void message.error(err.message);
  const open = (item: InboxItem) => {
    if (!item.read) void markRead([item.id]).then(onChange, failed);
    if (item.link) {
      onClose();
      void navigate(item.link);
    }
  };
  let body;
  if (error && !inbox) {
    body = (
      <Alert
        type="error"
        message="Notifications could not be loaded"
        description={error}
        action={<Button onClick={onRetry}>Try again</Button>}
      />
    );
  } else if (!inbox) {
    body = (
      <span role="status" aria-label="Loading notifications">
        <Spin />
      </span>
    );
  } else if (!inbox.rows.length) {
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No notifications" />;
  } else {
    body = (
      <List
        size="small"
        dataSource={inbox.rows}
        renderItem={(item) => (
          <List.Item key={item.id}>
            <Button
              type="link"
              onClick={() => open(item)}
              style={{ padding: 0, height: 'auto', textAlign: 'left', whiteSpace: 'normal' }}
            >
              <Space direction="vertical" size={0}>
                <Typography.Text strong={!item.read}>
                  {item.read ? '' : <span className="sr-only">Unread: </span>}
                  {item.title}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {new Date(item.created_at).toLocaleString()}
                </Typography.Text>
              </Space>
            </Button>
          </List.Item>
        )}
      />
    );
  }
  return (
    <section aria-label="Notifications" style={{ width: 'min(340px, 80vw)', maxHeight: 400, overflowY: 'auto' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 4 }}>
        <Typography.Text strong>Notifications</Typography.Text>
        {inbox?.unread ? (
          <Button size="small" onClick={() => void markRead().then(onChange, failed)}>
            Mark all read
          </Button>
        ) : null}
      </Space>
      {body}
    </section>
  );
}

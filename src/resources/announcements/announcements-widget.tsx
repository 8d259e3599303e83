// Announcements on the dashboard: those published now for the current role, for holders of
// dashboard.announcements (administrators need it granted explicitly, as every role does).
import { List, Typography } from 'antd';
import { WidgetCard } from '../../components/extension/widget-card.tsx';
import { useQueryRows } from '../../providers/data/use-query-rows.ts';

interface Announcement {
  id: number;
  title: string;
  body: string;
  publish_at: string;
}

export function Announcements() {
  const q = useQueryRows<Announcement>('dashboard', 'announcements', { rowsize: 10 });
  return (
    <WidgetCard id="announcements" title="Announcements" loading={q.loading} error={q.error} onRetry={q.retry}>
      <List
        size="small"
        dataSource={q.rows}
        locale={{ emptyText: 'No announcements' }}
        renderItem={(a) => (
          <List.Item>
            <List.Item.Meta
              title={a.title}
              description={
                <>
                  <Typography.Paragraph style={{ marginBottom: 0 }}>{a.body}</Typography.Paragraph>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {new Date(a.publish_at).toLocaleDateString()}
                  </Typography.Text>
                </>
              }
            />
          </List.Item>
        )}
      />
    </WidgetCard>
  );
}

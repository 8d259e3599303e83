// The header bell: the caller's unread in-app notifications (GET /api/me/notifications, written by
// sendNotification, docs/messaging.md), refreshed every minute and when opened. The list itself
// is loaded only when the bell is first opened, to keep it out of the first page load.
import { Suspense, lazy, useState } from 'react';
import { Badge, Button, Popover, Spin } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useApiAnswer } from '../components/table/use-api-answer.ts';
import type { Inbox } from '../resources/notifications/inbox-api.ts';

const BellList = lazy(() => import('../resources/notifications/bell-list.tsx'));
const REFRESH_MS = 60_000;

export function NotificationBell() {
  const answer = useApiAnswer<Inbox>('/me/notifications', undefined, true, REFRESH_MS);
  const [open, setOpen] = useState(false);
  const unread = answer.data?.unread ?? 0;
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) answer.retry();
      }}
      // never empty: antd opens no popover without content; the list's chunk loads on first open
      content={
        <Suspense fallback={<Spin size="small" />}>
          {open ? (
            <BellList
              inbox={answer.data}
              error={answer.error?.message}
              onChange={answer.retry}
              onRetry={answer.retry}
              onClose={() => setOpen(false)}
            />
          ) : null}
        </Suspense>
      }
    >
      <Badge count={unread} size="small" offset={[-4, 4]}>
        <Button
          type="text"
          icon={<BellOutlined />}
          data-testid="notification-bell"
          aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}
        />
      </Badge>
    </Popover>
  );
}

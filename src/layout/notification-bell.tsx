// The header bell: the caller's unread in-app notifications (GET /api/me/notifications, written by
// sendNotification, docs/messaging.md), refreshed every minute and when opened. The list itself
// is loaded only when the bell is first opened, to keep it out of the first page load.
import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { Badge, Button, Popover, Spin } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { apiFetch } from '../providers/http-client.ts';
import type { Inbox } from '../resources/notifications/inbox-api.ts';

const BellList = lazy(() => import('../resources/notifications/bell-list.tsx'));
const REFRESH_MS = 60_000;

export function NotificationBell() {
  const [inbox, setInbox] = useState<Inbox>();
  const [error, setError] = useState<string>();
  const [open, setOpen] = useState(false);
  const load = useCallback(
    () =>
      apiFetch<Inbox>('/me/notifications').then(
        (x) => {
          setInbox(x);
          setError(undefined);
        },
        (err: Error) => setError(err.message),
      ),
    [],
  );
  useEffect(() => {
    void load();
    const timer = setInterval(() => void load(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [load]);
  const unread = inbox?.unread ?? 0;
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) void load();
      }}
      // never empty: antd opens no popover without content; the list's chunk loads on first open
      content={
        <Suspense fallback={<Spin size="small" />}>
          {open ? (
            <BellList inbox={inbox} error={error} onChange={setInbox} onRetry={load} onClose={() => setOpen(false)} />
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

// /admin/notification-log (logs.read): every message with recipient, template, status and the
// mail server's last answer; Resend queues it again (notification.update), and a message that was
// not sent (no SMTP_URL) can be read there, links included.
import { useState } from 'react';
import { App, Tag, Typography } from 'antd';
import { useInvalidate } from '@refinedev/core';
import { DataGrid } from '../../components/table/data-grid.tsx';
import type { GridColumn, RowAction } from '../../components/table/types.ts';
import { resend, unsentMessage, type UnsentMessage } from './api.ts';
import { UnsentMessageModal } from './unsent-message-modal.tsx';
import { selectFilter } from '../../components/table/select-filter.ts';

interface LogRow {
  id: string;
  created_at: string;
  sent_at: string | null;
  event: string;
  recipient: string;
  subject: string;
  status: 'queued' | 'sent' | 'failed' | 'not_sent';
  attempts: number;
  error: string | null;
  created_by_email: string | null;
}

// dark enough on white for normal-size text (antd's preset tag colours are not)
const STATUS_COLOR = { queued: '#0958d9', sent: '#237804', failed: '#a8071a', not_sent: '#595959' } as const;
const STATUS_LABEL = { queued: 'Queued', sent: 'Sent', failed: 'Failed', not_sent: 'Not sent' } as const;
const when = (v: unknown) => (v ? new Date(String(v)).toLocaleString() : '—');

const columns: GridColumn<LogRow>[] = [
  { field: 'created_at', title: 'Queued', sorter: true, width: 180, render: when },
  { field: 'recipient', title: 'Recipient', sorter: true },
  { field: 'event', title: 'Template', sorter: true },
  { field: 'subject', title: 'Subject' },
  {
    field: 'status',
    title: 'Status',
    sorter: true,
    render: (v) => {
      const color = STATUS_COLOR[v as LogRow['status']];
      return <Tag style={{ color, borderColor: color, background: '#fff' }}>{STATUS_LABEL[v as LogRow['status']]}</Tag>;
    },
  },
  { field: 'attempts', title: 'Attempts', sorter: true, hidden: true },
  {
    field: 'error',
    title: 'Error',
    render: (v) => (v ? <Typography.Text type="danger">{String(v)}</Typography.Text> : '—'),
  },
  { field: 'sent_at', title: 'Sent', sorter: true, hidden: true, render: when },
  { field: 'created_by_email', title: 'Sent by', hidden: true },
];

export default function NotificationLogList() {
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const [unsent, setUnsent] = useState<UnsentMessage>();
  const rowActions: RowAction<LogRow>[] = [
    {
      key: 'read',
      label: 'Read message',
      permission: 'notification.update',
      hidden: (r) => r.status !== 'not_sent',
      run: (r) => unsentMessage(Number(r.id)).then(setUnsent, (err: Error) => void message.error(err.message)),
    },
    {
      key: 'resend',
      label: 'Resend',
      permission: 'notification.update',
      confirm: (r) => `Send "${r.subject}" to ${r.recipient} again?`,
      run: (r) =>
        resend(Number(r.id)).then(
          () => {
            void message.success(`Queued again for ${r.recipient}`);
            void invalidate({ resource: 'notification_log', invalidates: ['list'] });
          },
          (err: Error) => void message.error(err.message),
        ),
    },
  ];
  return (
    <>
      <DataGrid<LogRow>
        id="notification-log"
        titleLevel={1}
        resource="notification_log"
        title="Notification log"
        description="Every message the school sent or tried to send, with the mail server's answer when it failed."
        columns={columns}
        rowLabel={(r) => `${r.subject} to ${r.recipient}`}
        rowActions={rowActions}
        filters={[
          { field: 'recipient', label: 'Recipient', kind: 'text', operator: 'contains' },
          selectFilter(
            'status',
            'Status',
            Object.entries(STATUS_LABEL).map(([value, label]) => ({ value, label })),
          ),
          { field: 'created_at', label: 'Date', kind: 'date-range' },
        ]}
        initialSorters={[{ field: 'created_at', order: 'desc' }]}
        emptyText="No messages yet"
      />
      <UnsentMessageModal message={unsent} onClose={() => setUnsent(undefined)} />
    </>
  );
}

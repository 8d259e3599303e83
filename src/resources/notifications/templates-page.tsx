// /admin/notification-templates (notification.read): one template per event; the school's version
// replaces the platform default. Edit opens the form; Send test mails the sample to yourself.
import { useState } from 'react';
import { App, Tag, Typography } from 'antd';
import { AnswerGrid } from '../../components/table/answer-grid.tsx';
import type { GridColumn, RowAction } from '../../components/table/types.ts';
import { useApiAnswer } from '../../components/table/use-api-answer.ts';
import { saveTemplate, sendTest, type TemplateEntry, type TemplateInput } from './api.ts';
import { TemplateDrawer } from './template-drawer.tsx';

const columns: GridColumn<TemplateEntry>[] = [
  { field: 'title', title: 'Event' },
  { field: 'subject', title: 'Subject' },
  {
    field: 'overridden',
    title: 'Version',
    render: (v) => (v ? <Tag color="blue">This school&apos;s version</Tag> : <Tag>Platform default</Tag>),
  },
  {
    field: 'variables',
    title: 'Variables',
    render: (v) => (
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {Object.keys(v as object)
          .map((f) => `{{${f}}}`)
          .join(' ')}
      </Typography.Text>
    ),
  },
];

export default function NotificationTemplatesPage() {
  const { message } = App.useApp();
  const answer = useApiAnswer<{ rows: TemplateEntry[] }>('/notification-templates');
  const [editing, setEditing] = useState<TemplateEntry>();
  const save = async (t: TemplateInput) => {
    await saveTemplate(editing!.event, t, editing!.version);
    void message.success(`Saved the template of ${editing!.title}`);
    answer.retry();
  };
  const rowActions: RowAction<TemplateEntry>[] = [
    { key: 'edit', label: 'Edit', permission: 'notification.update', run: setEditing },
    {
      key: 'test',
      label: 'Send test to me',
      run: (e) =>
        sendTest(e.event).then(
          (r) => void message.success(`Test message queued for ${r.to}`),
          (err: Error) => void message.error(err.message),
        ),
    },
  ];
  return (
    <div style={{ maxWidth: 1200 }}>
      <AnswerGrid<TemplateEntry>
        id="notification-templates"
        resource="/admin/notification-templates"
        title="Notification templates"
        description="The message sent for each event, written in MJML. Your school's version replaces the platform default for your school only."
        answer={answer}
        columns={columns}
        rowKey="event"
        rowLabel={(e) => e.title}
        rowActions={rowActions}
        emptyText="No events"
      />
      <TemplateDrawer entry={editing} onSubmit={save} onClose={() => setEditing(undefined)} />
    </div>
  );
}

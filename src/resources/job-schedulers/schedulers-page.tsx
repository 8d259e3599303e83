// /admin/job-schedulers (job_schedulers.read): each scheduled job with its cron in plain language
// and the next five runs; operators change the cron (checked as they type), switch it on or off,
// or run it now (server/job-runner/schedule-routes.ts).
import { useState } from 'react';
import { App, Form, Input, Switch, Typography } from 'antd';
import { AnswerGrid } from '../../components/table/answer-grid.tsx';
import type { GridColumn, RowAction } from '../../components/table/types.ts';
import { DrawerForm } from '../../components/form/drawer-form.tsx';
import { useApiAnswer, useAnswerWrite } from '../../components/table/use-api-answer.ts';
import { preview, runNow, save, type Reading, type ScheduleInput, type ScheduleRow } from './schedule-api.ts';

const columns: GridColumn<ScheduleRow>[] = [
  { field: 'title', title: 'Job' },
  { field: 'cron', title: 'Cron', render: (v) => <Typography.Text code>{String(v)}</Typography.Text> },
  { field: 'reading', title: 'When', render: (_v, r) => r.reading.description ?? r.reading.error },
  {
    field: 'next',
    title: 'Next runs',
    render: (_v, r) =>
      r.enabled ? (r.reading.next ?? []).map((d) => <div key={d}>{new Date(d).toLocaleString()}</div>) : 'Disabled',
  },
  { field: 'enabled', title: 'Enabled', render: (v) => (v ? 'Yes' : 'No') },
];

function ScheduleDrawer({
  row,
  onSubmit,
  onClose,
}: {
  row?: ScheduleRow;
  onSubmit: (v: ScheduleInput) => Promise<unknown>;
  onClose: () => void;
}) {
  const [reading, setReading] = useState<Reading>();
  return (
    <DrawerForm<ScheduleInput>
      open={Boolean(row)}
      title={row ? `Schedule: ${row.title}` : ''}
      initialValues={row ? { cron: row.cron, enabled: row.enabled } : {}}
      onSubmit={onSubmit}
      onClose={() => {
        setReading(undefined);
        onClose();
      }}
    >
      <Form.Item name="cron" label="Cron (minute hour day month weekday, UTC)" rules={[{ required: true }]}>
        <Input
          spellCheck={false}
          onChange={(e) => preview(e.target.value).then(setReading, (err: Error) => setReading({ error: err.message }))}
        />
      </Form.Item>
      {reading && (
        <Typography.Paragraph type={reading.error ? 'danger' : undefined} aria-live="polite">
          {reading.error ??
            `${reading.description}. Next: ${(reading.next ?? []).map((d) => new Date(d).toLocaleString()).join(', ')}`}
        </Typography.Paragraph>
      )}
      <Form.Item name="enabled" label="Enabled" valuePropName="checked">
        <Switch />
      </Form.Item>
    </DrawerForm>
  );
}

export default function JobSchedulersPage() {
  const { message } = App.useApp();
  const answer = useApiAnswer<{ rows: ScheduleRow[] }>('/job-schedules');
  const write = useAnswerWrite(answer);
  const [editing, setEditing] = useState<ScheduleRow>();
  const rowActions: RowAction<ScheduleRow>[] = [
    { key: 'edit', label: 'Edit', permission: 'job_schedulers.update', run: setEditing },
    {
      key: 'toggle',
      label: 'Disable',
      permission: 'job_schedulers.update',
      hidden: (r) => !r.enabled,
      run: (r) => write(save(r, { cron: r.cron, enabled: false }), `${r.title} disabled`),
    },
    {
      key: 'enable',
      label: 'Enable',
      permission: 'job_schedulers.update',
      hidden: (r) => r.enabled,
      run: (r) => write(save(r, { cron: r.cron, enabled: true }), `${r.title} enabled`),
    },
    {
      key: 'run',
      label: 'Run now',
      permission: 'job_schedulers.update',
      run: (r) => write(runNow(r.name), `${r.title} queued`),
    },
  ];
  return (
    <>
      <AnswerGrid<ScheduleRow>
        id="job-schedulers"
        resource="/admin/job-schedulers"
        title="Job schedulers"
        description="Jobs the platform runs on a schedule. Times are UTC; platform operators change them."
        answer={answer}
        columns={columns}
        rowKey="name"
        rowLabel={(r) => r.title}
        rowActions={rowActions}
        emptyText="No scheduled jobs"
      />
      <ScheduleDrawer
        row={editing}
        onSubmit={(v) =>
          save(editing!, v).then(() => {
            void message.success(`Saved the schedule of ${editing!.title}`);
            answer.retry();
          })
        }
        onClose={() => setEditing(undefined)}
      />
    </>
  );
}

// /insights/mood-scanner (insights.read; never shown to students): the weekly sentiment of
// students' chat messages by class, and the critical alerts to acknowledge. See docs/ai-chat.md.
// The charts draw the classes the user picks (the busiest five at first) and the rest as one
// "Other classes" series (mood-groups.ts).
import { useMemo, useState } from 'react';
import { App, Form, Input, Select, Tag, Typography } from 'antd';
import { DrawerForm } from '../../components/form/drawer-form.tsx';
import { acknowledgeAlert } from './insights-api.ts';
import { Chart } from '../../components/charts/chart.tsx';
import { AnswerGrid } from '../../components/table/answer-grid.tsx';
import type { GridColumn, RowAction } from '../../components/table/types.ts';
import { useApiAnswer } from '../../components/table/use-api-answer.ts';
import { classesByMessages, DEFAULT_SHOWN, groupClasses, OTHER_CLASSES, type MoodRow } from './mood-groups.ts';

interface AlertRow {
  id: number;
  category: string;
  source: string;
  excerpt: string;
  student: string;
  createdAt: string;
  acknowledgedAt: string | null;
  acknowledgedBy: string | null;
  notes: string;
}
const LABELS: Record<string, string> = {
  self_harm: 'Self-harm',
  abuse: 'Abuse',
  violence: 'Violence',
  bullying: 'Bullying',
};
const columns: GridColumn<AlertRow>[] = [
  { field: 'createdAt', title: 'Raised', render: (_v, r) => new Date(r.createdAt).toLocaleString() },
  { field: 'student', title: 'Student' },
  {
    field: 'category',
    title: 'Category',
    render: (_v, r) => <Tag>{LABELS[r.category] ?? r.category}</Tag>,
  },
  { field: 'excerpt', title: 'Message' },
  {
    field: 'acknowledgedAt',
    title: 'Status',
    render: (_v, r) =>
      r.acknowledgedAt ? (
        `Acknowledged by ${r.acknowledgedBy ?? 'staff'}${r.notes ? `: ${r.notes}` : ''}`
      ) : (
        <Tag color="red">Open</Tag>
      ),
  },
];

export default function MoodScannerPage() {
  const { message } = App.useApp();
  const mood = useApiAnswer<{ rows: MoodRow[] }>('/insights/mood');
  const alerts = useApiAnswer<{ rows: AlertRow[] }>('/insights/alerts');
  const [acking, setAcking] = useState<AlertRow>();
  const [picked, setPicked] = useState<string[]>();
  const ranked = useMemo(() => classesByMessages(mood.data?.rows ?? []), [mood.data]);
  const shown = useMemo(() => picked ?? ranked.slice(0, DEFAULT_SHOWN), [picked, ranked]);
  const rows = useMemo(() => groupClasses(mood.data?.rows ?? [], shown), [mood.data, shown]);
  const rest = ranked.length - shown.length;
  const summary =
    `${ranked.length} classes with students' messages; showing ${shown.length}` +
    (rest > 0 ? ` and the other ${rest} as "${OTHER_CLASSES}"` : '');
  const acknowledge = ({ notes }: { notes: string }) =>
    acknowledgeAlert(acking!.id, notes ?? '').then(() => (void message.success('Alert acknowledged'), alerts.retry()));
  const rowActions: RowAction<AlertRow>[] = [{ key: 'ack', label: 'Acknowledge', run: setAcking }];
  return (
    <div style={{ maxWidth: 1200, display: 'flex', flexDirection: 'column', gap: 24 }}>
      <AnswerGrid<AlertRow>
        id="mood-alerts"
        resource="/insights/mood-scanner"
        title="Mood scanner"
        description="Critical alerts raised by students' AI chat messages (open ones first), and the mood of students' messages by class and week. Only staff with insights access see this page."
        answer={alerts}
        columns={columns}
        rowLabel={(r) => `${r.student}, ${LABELS[r.category] ?? r.category}`}
        rowActions={rowActions}
        pageSize={20}
        emptyText="No alerts"
      />
      <section aria-label="Mood trends">
        <Typography.Title level={2} style={{ fontSize: 18 }}>
          Mood by class and week
        </Typography.Title>
        {mood.error ? (
          <Typography.Text type="danger">Could not load the mood trends: {mood.error.message}</Typography.Text>
        ) : (
          <div
            style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(280px, 100%), 1fr))', gap: 16 }}
          >
            <div style={{ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
              <label htmlFor="mood-classes">Classes shown</label>
              <Select
                id="mood-classes"
                mode="multiple"
                allowClear
                maxTagCount="responsive"
                style={{ flex: '1 1 240px', minWidth: 0, maxWidth: 640 }}
                placeholder={`All in "${OTHER_CLASSES}"`}
                value={shown}
                options={ranked.map((c) => ({ value: c, label: c }))}
                onChange={(v: string[]) => setPicked(v)}
              />
              <Typography.Text type="secondary" data-testid="mood-classes-summary">
                {summary}
              </Typography.Text>
            </div>
            <Chart
              kind="line"
              id="mood-average"
              title="Average sentiment (-1 negative to 1 positive)"
              summary={`${rows.length} class-weeks shown`}
              data={rows}
              x="week"
              y="average"
              series="section"
            />
            <Chart
              kind="column"
              id="mood-negative"
              title="Negative messages"
              data={rows}
              x="week"
              y="negative"
              series="section"
            />
          </div>
        )}
      </section>
      <DrawerForm<{ notes: string }>
        open={acking !== undefined}
        title="Acknowledge alert"
        submitLabel="Acknowledge"
        initialValues={{ notes: acking?.notes ?? '' }}
        onSubmit={acknowledge}
        onClose={() => setAcking(undefined)}
      >
        <Typography.Paragraph>{acking?.excerpt}</Typography.Paragraph>
        <Form.Item name="notes" label="Notes (what was done)">
          <Input.TextArea rows={4} maxLength={4000} />
        </Form.Item>
      </DrawerForm>
    </div>
  );
}

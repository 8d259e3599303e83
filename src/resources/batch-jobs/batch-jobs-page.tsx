// /admin/batch-jobs (batch_jobs.read): every job run with its state, progress, starter, times and
// last error (server/job-runner/batch-routes.ts), filtered by job and state (run-filters.tsx). While a
// run is queued or running the list refreshes itself; batch_jobs.update retries a failed or cancelled
// run and cancels an unfinished one.
import { useEffect } from 'react';
import { App, Progress, Tag, Typography } from 'antd';
import { DataGrid } from '../../components/table/data-grid.tsx';
import type { GridColumn, RowAction } from '../../components/table/types.ts';
import { useApiAnswer } from '../../components/table/use-api-answer.ts';
import { jobCommand } from './batch-jobs-api.ts';
import { JobOutputLink } from './job-output-link.tsx';
import { RunFilters, useRunFilter } from './run-filters.tsx';

export interface JobRun {
  id: string;
  type: string;
  title: string;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  progress: number | null;
  attempts: number;
  started_by: string | null;
  created_on: string;
  started_on: string | null;
  completed_on: string | null;
  error: string | null;
  /** a file the run left for its starter, in the file service */
  output_path: string | null;
}

const POLL_MS = 2000;
const UNFINISHED = new Set(['created', 'retry', 'active']);
// dark enough on white for normal-size text (antd's preset tag colours are not)
const STATE = {
  created: ['Queued', '#0958d9'],
  retry: ['Waiting to retry', '#874d00'],
  active: ['Running', '#0958d9'],
  completed: ['Completed', '#237804'],
  cancelled: ['Cancelled', '#595959'],
  failed: ['Failed', '#a8071a'],
} as const;
const STATES = Object.entries(STATE).map(([value, [label]]) => ({ value, label }));
const when = (v: unknown) => (v ? new Date(String(v)).toLocaleString() : '—');

const columns: GridColumn<JobRun>[] = [
  { field: 'title', title: 'Job' },
  {
    field: 'state',
    title: 'Status',
    render: (v) => {
      const [label, color] = STATE[v as JobRun['state']] ?? [String(v), '#595959'];
      return <Tag style={{ color, borderColor: color, background: '#fff' }}>{label}</Tag>;
    },
  },
  {
    field: 'progress',
    title: 'Progress',
    width: 160,
    render: (v, r) =>
      v === null ? (
        '—'
      ) : (
        <Progress
          percent={Number(v)}
          size="small"
          status={r.state === 'failed' ? 'exception' : r.state === 'active' ? 'active' : undefined}
          aria-label={`${r.title}: ${Number(v)}% done`}
        />
      ),
  },
  { field: 'started_by', title: 'Started by', render: (v) => (v ? String(v) : 'Schedule or system') },
  { field: 'created_on', title: 'Queued', render: when, hidden: true },
  { field: 'started_on', title: 'Started', render: when },
  { field: 'completed_on', title: 'Ended', render: when },
  { field: 'attempts', title: 'Attempts', hidden: true },
  {
    field: 'output_path',
    title: 'Result',
    render: (v) => (v ? <JobOutputLink filePath={String(v)} /> : '—'),
  },
  {
    field: 'error',
    title: 'Error',
    render: (v) => (v ? <Typography.Text type="danger">{String(v)}</Typography.Text> : '—'),
  },
];

export default function BatchJobsPage() {
  const { message } = App.useApp();
  const choice = useRunFilter();
  const query = Object.fromEntries(Object.entries(choice.filter).filter(([, v]) => v)) as Record<string, string>;
  const answer = useApiAnswer<{ rows: JobRun[]; types: { name: string; title: string }[] }>('/batch-jobs', query);
  const rows = answer.data?.rows;
  const running = rows?.some((r) => UNFINISHED.has(r.state)) ?? false;
  const { retry } = answer;
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(retry, POLL_MS);
    return () => clearInterval(timer);
  }, [running, retry]);
  const done = (text: string) => () => {
    void message.success(text);
    retry();
  };
  const fail = (err: Error) => void message.error(err.message);
  const rowActions: RowAction<JobRun>[] = [
    {
      key: 'retry',
      label: 'Retry',
      permission: 'batch_jobs.update',
      hidden: (r) => r.state !== 'failed' && r.state !== 'cancelled',
      run: (r) => jobCommand(r.id, 'retry').then(done(`${r.title} queued again`), fail),
    },
    {
      key: 'cancel',
      label: 'Cancel',
      danger: true,
      permission: 'batch_jobs.update',
      hidden: (r) => !UNFINISHED.has(r.state),
      confirm: (r) => `Cancel this run of ${r.title}?`,
      run: (r) => jobCommand(r.id, 'cancel').then(done(`${r.title} cancelled`), fail),
    },
  ];
  return (
    <DataGrid<JobRun>
      id="batch-jobs"
      resource="/admin/batch-jobs"
      title="Batch jobs"
      titleLevel={1}
      description="Work the platform does in the background, newest first. The list refreshes while a job is queued or running."
      rows={{ data: rows, loading: answer.loading, error: answer.error, retry }}
      columns={columns}
      rowLabel={(r) => `${r.title} (${STATE[r.state]?.[0] ?? r.state})`}
      rowActions={rowActions}
      actions={<RunFilters choice={choice} types={answer.data?.types ?? []} states={STATES} />}
      pageSize={25}
      emptyText={choice.filter.type || choice.filter.state ? 'No run matches these filters' : 'No batch jobs yet'}
    />
  );
}

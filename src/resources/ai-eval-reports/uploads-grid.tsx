// Every stored report, newest run first (the 50 newest): which model, when it ran, its overall
// pass rate, who uploaded it and when; an operator deletes one that is wrong or no longer wanted.
import { DeleteOutlined } from '@ant-design/icons';
import { DataGrid } from '../../components/table/data-grid.tsx';
import type { GridColumn, RowAction } from '../../components/table/types.ts';
import { answerRows, useAnswerWrite, type ApiAnswer } from '../../components/table/use-api-answer.ts';
import type { EvalReportRowBody } from '../../shared/eval-report.ts';
import { percent, reportTotals } from './compare.ts';
import { deleteReport, REPORTS_URL } from './eval-reports-api.ts';

type Reply = { rows: EvalReportRowBody[]; total: number };

const columns: GridColumn<EvalReportRowBody>[] = [
  { field: 'model', title: 'Model' },
  { field: 'runDate', title: 'Run' },
  { field: 'tools', title: 'Tools', render: (_v, r) => r.report.tools.length },
  { field: 'pass', title: 'Pass rate', render: (_v, r) => `${percent(reportTotals(r)) ?? 0}%` },
  { field: 'uploadedBy', title: 'Uploaded by' },
  { field: 'uploadedAt', title: 'Uploaded', render: (_v, r) => new Date(r.uploadedAt).toLocaleString() },
];

export function UploadsGrid({ answer, onChanged }: { answer: ApiAnswer<Reply>; onChanged: () => void }) {
  const write = useAnswerWrite({ retry: onChanged });
  const rows = answer.data?.rows;
  const total = answer.data?.total ?? 0;
  const rowActions: RowAction<EvalReportRowBody>[] = [
    {
      key: 'delete',
      label: 'Delete',
      icon: <DeleteOutlined />,
      danger: true,
      permission: 'app_provider.update',
      confirm: (r) =>
        `Delete the report of ${r.model} from ${r.runDate}? The model's previous run, if any, takes its place.`,
      run: (r) => write(deleteReport(r.id), `Deleted the report of ${r.model} (${r.runDate})`),
    },
  ];
  return (
    <DataGrid<EvalReportRowBody>
      id="eval-reports"
      resource={REPORTS_URL}
      title="Stored reports"
      description={rows && total > rows.length ? `The ${rows.length} newest of ${total}.` : undefined}
      rows={answerRows(answer, rows)}
      columns={columns}
      rowLabel={(r) => `${r.model} ${r.runDate}`}
      rowActions={rowActions}
      emptyText="No reports stored"
    />
  );
}

// The latest report of each model side by side: a row per tool with, per model, the pass rate over
// the tool's properties, its tokens, mean time to first token and cost; a tool's row opens to its
// pass rate per property; the last row sums each model's run.
import { Typography } from 'antd';
import { DataGrid, localRows } from '../../components/table/data-grid.tsx';
import type { GridColumn } from '../../components/table/types.ts';
import type { EvalReportRowBody, EvalToolReportBody } from '../../shared/eval-report.ts';
import { percent, propertyRows, reportTotals, toolPass, toolRows, type Pass, type ToolRow } from './compare.ts';

const n = new Intl.NumberFormat('en-US');
const money = (x: number | undefined) => (x === undefined ? '' : ` · $${x.toFixed(4)}`);

function PassText({ pass }: { pass: Pass | undefined }) {
  const p = percent(pass);
  if (!pass || p === undefined) return <Typography.Text type="secondary">not run</Typography.Text>;
  return (
    <span>
      <strong>{p}%</strong>{' '}
      <Typography.Text type="secondary">
        ({pass.passed}/{pass.total})
      </Typography.Text>
    </span>
  );
}

function ToolCell({ t }: { t: EvalToolReportBody | undefined }) {
  if (!t) return <Typography.Text type="secondary">not run</Typography.Text>;
  return (
    <div>
      <PassText pass={toolPass(t)} />
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
        {n.format(t.promptTokens + t.completionTokens)} tokens · {n.format(t.meanFirstTokenMs)} ms first token
        {money(t.cost)}
        {t.errors ? ` · ${t.errors} failed` : ''}
      </Typography.Text>
    </div>
  );
}

const modelTitle = (r: EvalReportRowBody) => `${r.model} (${r.runDate})`;

function Properties({ row, reports }: { row: ToolRow; reports: readonly EvalReportRowBody[] }) {
  const rows = propertyRows(row, reports);
  const columns: GridColumn<(typeof rows)[number]>[] = [
    { field: 'property', title: 'Property' },
    ...reports.map((r) => ({
      field: `r${r.id}`,
      title: r.model,
      render: (_: unknown, p: (typeof rows)[number]) => <PassText pass={p.byReport[r.id]} />,
    })),
  ];
  return (
    <DataGrid plain rowKey="property" rows={localRows(rows)} columns={columns} label={`${row.tool}: properties`} />
  );
}

export function CompareGrid({ reports }: { reports: readonly EvalReportRowBody[] }) {
  const rows = toolRows(reports);
  const columns: GridColumn<ToolRow>[] = [
    { field: 'tool', title: 'Tool', width: 180 },
    ...reports.map((r) => ({
      field: `r${r.id}`,
      title: modelTitle(r),
      width: 240,
      render: (_: unknown, row: ToolRow) => <ToolCell t={row.byReport[r.id]} />,
    })),
  ];
  const totals = reports.map(reportTotals);
  return (
    <DataGrid<ToolRow>
      plain
      rowKey="tool"
      rows={localRows(rows)}
      columns={columns}
      label="Pass rate per tool and model"
      testId="eval-compare"
      expand={{ render: (row) => <Properties row={row} reports={reports} /> }}
      summary={{
        testId: 'eval-totals',
        cells: [
          '',
          <strong key="all">All tools</strong>,
          ...totals.map((t, i) => (
            <div key={reports[i].id}>
              <PassText pass={t} />
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                {n.format(t.promptTokens + t.completionTokens)} tokens · {n.format(t.meanFirstTokenMs)} ms mean first
                token{money(t.cost)}
              </Typography.Text>
            </div>
          )),
        ],
      }}
    />
  );
}

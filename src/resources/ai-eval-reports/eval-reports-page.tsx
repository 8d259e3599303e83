// /ai/eval-reports (operators): the latest `npm run eval` report of each model side by side (a bar
// chart of the overall pass rates, then tool by model), and every stored report below. Reports
// arrive by upload here or from `npm run eval -- --publish <server-url>` (docs/ai-tools.md).
import { Card, Empty, Skeleton, Space, Typography } from 'antd';
import { LoadFailure } from '../../components/load-failure.tsx';
import { useApiAnswer } from '../../components/table/use-api-answer.ts';
import type { EvalReportRowBody } from '../../shared/eval-report.ts';
import { REPORTS_URL } from './eval-reports-api.ts';
import { UploadButton } from './upload-button.tsx';
import { CompareGrid } from './compare-grid.tsx';
import { ModelChart } from './model-chart.tsx';
import { UploadsGrid } from './uploads-grid.tsx';

type Reply = { rows: EvalReportRowBody[]; total: number };
const TITLE = 'AI evaluations';

function HowTo() {
  return (
    <Empty
      description={
        <Space direction="vertical" size={4}>
          <Typography.Text strong>No evaluation reports yet</Typography.Text>
          <Typography.Text>
            Run <Typography.Text code>npm run eval</Typography.Text> against a model (its report is written to{' '}
            <Typography.Text code>.data/eval/&lt;run&gt;/report.json</Typography.Text>), then upload that file here, or
            run it with <Typography.Text code>--publish &lt;this server&apos;s address&gt;</Typography.Text>.
          </Typography.Text>
        </Space>
      }
    />
  );
}

export default function EvalReportsPage() {
  const latest = useApiAnswer<Reply>(REPORTS_URL, { latest: 'true' });
  const all = useApiAnswer<Reply>(REPORTS_URL, { limit: 50 });
  const reload = () => {
    latest.retry();
    all.retry();
  };
  if (latest.error)
    return (
      <LoadFailure
        status={latest.error.statusCode}
        message={latest.error.message}
        what="The AI evaluations"
        onRetry={reload}
      />
    );
  const reports = latest.data?.rows;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
          {TITLE}
        </Typography.Title>
        <UploadButton onStored={reload} />
      </Space>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        How well each model&apos;s output meets what the teacher tools ask for, from the evaluation set and its graders:
        the latest run of each model side by side. Open a tool to see each property it was graded on.
      </Typography.Paragraph>
      {!reports ? (
        <div role="status" aria-label="Loading the AI evaluations">
          <Skeleton active paragraph={{ rows: 6 }} />
        </div>
      ) : reports.length === 0 ? (
        <HowTo />
      ) : (
        <>
          <Card size="small">
            <ModelChart reports={reports} />
          </Card>
          <CompareGrid reports={reports} />
          <UploadsGrid answer={all} onChanged={reload} />
        </>
      )}
    </Space>
  );
}

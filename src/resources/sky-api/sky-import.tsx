// The SKY import on /sky-api (docs/sky-api.md): a dry run (counts, nothing written), "Import now",
// and the run log (the administrator's runs and the nightly sync's), each with what it changed or
// why it was refused (the roster engine's errors by file and line, or the SKY API's answer).
import { useState } from 'react';
import { Alert, App, Button, Card, Space, Tag, Typography } from 'antd';
import { DataGrid, localRows } from '../../components/table/data-grid.tsx';
import { useApiAnswer } from '../../components/table/use-api-answer.ts';
import { RunProblems, runSummary as summary } from '../../components/roster/run-report.tsx';
import * as sky from './api.ts';

export function SkyImport({ connected, canWrite }: { connected: boolean; canWrite: boolean }) {
  const { message } = App.useApp();
  const runs = useApiAnswer<{ data: sky.SkyRun[] }>('/sky-api/runs');
  const [busy, setBusy] = useState<'dry' | 'import'>();
  const [failure, setFailure] = useState<string>();
  const start = async (dryRun: boolean) => {
    setBusy(dryRun ? 'dry' : 'import');
    setFailure(undefined);
    try {
      const r = await sky.skyImport(dryRun);
      runs.retry();
      if (r.ok) message.success(`${dryRun ? 'Dry run' : 'Import'}: ${summary(r)}`);
      else setFailure(`${dryRun ? 'The dry run' : 'The import'} was refused; nothing was written (see the run below)`);
    } catch (e) {
      setFailure((e as Error).message);
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <Card title="Import from Blackbaud" size="small">
      <Typography.Paragraph>
        Brings the school&apos;s students, teachers, sections and enrolments in through the roster import: everything is
        checked first, and written all at once or not at all. A nightly sync runs the same import.
      </Typography.Paragraph>
      {canWrite ? (
        <Space wrap style={{ marginBottom: 12 }}>
          <Button disabled={!connected} loading={busy === 'dry'} onClick={() => void start(true)}>
            Dry run
          </Button>
          <Button type="primary" disabled={!connected} loading={busy === 'import'} onClick={() => void start(false)}>
            Import now
          </Button>
        </Space>
      ) : null}
      {failure ? (
        <Alert type="error" showIcon message={failure} closable onClose={() => setFailure(undefined)} />
      ) : null}
      {runs.error ? (
        <Alert
          type="error"
          showIcon
          message="The import runs could not be loaded"
          description={runs.error.message}
          action={<Button onClick={runs.retry}>Try again</Button>}
        />
      ) : (
        <DataGrid<sky.SkyRun>
          plain
          rows={localRows(runs.data?.data ?? [], runs.loading)}
          emptyText="No import has run yet"
          expand={{ when: (r) => r.errors.length > 0, render: (r) => <RunProblems run={r} /> }}
          columns={[
            { field: 'started_at', title: 'Started', render: (v) => new Date(String(v)).toLocaleString() },
            {
              field: 'run',
              title: 'Run',
              render: (_, r) =>
                `${r.dry_run ? 'Dry run' : 'Import'} (${r.trigger === 'nightly' ? 'nightly' : 'by hand'})`,
            },
            {
              field: 'result',
              title: 'Result',
              render: (_, r) =>
                r.ok ? <Tag color="green">Done</Tag> : <Tag color="red">Refused: {r.errors.length} problems</Tag>,
            },
            { field: 'changes', title: 'Changes', render: (_, r) => (r.ok ? summary(r) : 'nothing written') },
          ]}
        />
      )}
    </Card>
  );
}

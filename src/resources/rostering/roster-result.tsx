// What an upload answered: per file how many rows would be (or were) created, updated and
// deleted, the files of the bundle that were not read (skipped), and every problem with its file,
// line and field.
import { Alert } from 'antd';
import { DataGrid, localRows } from '../../components/table/data-grid.tsx';
import type { RosterError, RosterResult } from './roster-api.ts';

export function RosterResultView({ result }: { result: RosterResult }) {
  const counts = Object.entries(result.counts).map(([file, c]) => ({ file, ...c }));
  const lead = result.errors.length
    ? `${result.errors.length} problem(s): nothing was imported. Fix the rows below and upload the zip again.`
    : result.dryRun
      ? 'The roster is valid. This is what importing it will change:'
      : 'The roster was imported.';
  return (
    <>
      <Alert type={result.errors.length ? 'error' : 'success'} showIcon message={lead} />
      {counts.length > 0 && (
        <DataGrid
          plain
          rowKey="file"
          rows={localRows(counts)}
          label="Rows per file"
          columns={[
            { field: 'file', title: 'File' },
            { field: 'create', title: 'Create' },
            { field: 'update', title: 'Update' },
            { field: 'delete', title: 'Delete' },
          ]}
        />
      )}
      {result.skipped && result.skipped.length > 0 && (
        <Alert
          type="info"
          showIcon
          message={`Not read: ${result.skipped.map((s) => s.file).join(', ')}`}
          description="These OneRoster 1.2 files hold what this school does not keep; the rest of the zip is imported."
        />
      )}
      {result.accounts && (
        <Alert
          type={result.accounts.notCreated.length ? 'warning' : 'info'}
          showIcon
          message={`${result.accounts.created} sign-in account(s) created; each person was mailed a link to set a password.`}
          description={
            result.accounts.notCreated.length ? (
              <ul aria-label="Not given an account">
                {result.accounts.notCreated.map((x) => (
                  <li key={x.sourcedId}>{`${x.name} (${x.sourcedId}): ${x.message}`}</li>
                ))}
              </ul>
            ) : undefined
          }
        />
      )}
      {result.errors.length > 0 && (
        <DataGrid<RosterError>
          plain
          rowKey={(e) => `${e.file}:${e.line}:${e.field}:${e.message}`}
          rows={localRows(result.errors)}
          pageSize={10}
          label="Problems"
          columns={[
            { field: 'file', title: 'File' },
            { field: 'line', title: 'Line', render: (v) => (v ? String(v) : 'whole file') },
            { field: 'field', title: 'Field' },
            { field: 'message', title: 'Problem' },
          ]}
        />
      )}
    </>
  );
}

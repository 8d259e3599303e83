// /rostering: choose a OneRoster 1.2 zip, see the upload's progress and a preview (a dry run:
// what would be created, updated and deleted, or every problem by file, line and field), then
// import it; or download the school's roster as such a zip. docs/rostering.md says what is read.
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Card, Progress, Space, Typography } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { downloadRoster, sendRoster, type RosterResult } from './roster-api.ts';
import { RosterResultView } from './roster-result.tsx';

export default function RosterPage() {
  const [file, setFile] = useState<File>();
  const [percent, setPercent] = useState<number>();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<RosterResult>();
  const [failure, setFailure] = useState<string>();
  const [exporting, setExporting] = useState(false);

  const send = async (dryRun: boolean, f = file) => {
    if (!f) return;
    setBusy(true);
    setFailure(undefined);
    setResult(undefined);
    setPercent(0);
    try {
      setResult(await sendRoster(f, dryRun, setPercent));
    } catch (e) {
      setFailure((e as Error).message);
    } finally {
      setBusy(false);
      setPercent(undefined);
    }
  };
  const pick = (f: File | undefined) => {
    setFile(f);
    if (f) void send(true, f);
  };
  const exportNow = () => {
    setExporting(true);
    setFailure(undefined);
    downloadRoster()
      .catch((e: Error) => setFailure(e.message))
      .finally(() => setExporting(false));
  };
  const canCommit = Boolean(result?.dryRun && result.errors.length === 0 && file);

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        Roster import
      </Typography.Title>
      <Typography.Paragraph>
        Load students, teachers, classes and enrolments from your student information system as a OneRoster 1.2 CSV zip.
        Rows are matched by their sourcedId, so importing the same file again changes nothing. Nothing is imported while
        any row has a problem. Afterwards find the students under <Link to="/students">Students</Link>.
      </Typography.Paragraph>
      <Card size="small" title="Import">
        <Space direction="vertical" style={{ width: '100%' }}>
          <Space wrap>
            <label htmlFor="roster-file">OneRoster zip</label>
            <input
              id="roster-file"
              type="file"
              accept=".zip,application/zip"
              disabled={busy}
              onChange={(e) => pick(e.target.files?.[0])}
            />
          </Space>
          {percent !== undefined && <Progress percent={Math.round(percent)} aria-label="Upload progress" />}
          {busy && percent === 100 && <Typography.Text>Checking every row…</Typography.Text>}
          {failure && <Alert type="error" showIcon message={failure} />}
          {result && <RosterResultView result={result} />}
          <Space wrap>
            <Button icon={<UploadOutlined />} disabled={!file || busy} onClick={() => void send(true)}>
              Check again
            </Button>
            <Button type="primary" disabled={!canCommit || busy} loading={busy} onClick={() => void send(false)}>
              Import roster
            </Button>
          </Space>
        </Space>
      </Card>
      <Card size="small" title="Export">
        <Space direction="vertical">
          <Typography.Text>The school's roster as the same OneRoster files.</Typography.Text>
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={exportNow}>
            Download roster
          </Button>
        </Space>
      </Card>
    </Space>
  );
}

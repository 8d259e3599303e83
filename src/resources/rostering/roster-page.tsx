// /rostering: choose a OneRoster 1.2 zip, see the upload's progress and a preview (a dry run:
// what would be created, updated and deleted, or every problem by file, line and field), then
// import it, optionally giving the people sign-in accounts; or download the school's roster as such
// a zip, or the plain students.csv template. docs/rostering.md says what is read.
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Card, Progress, Radio, Space, Typography } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { downloadRoster, sendRoster, type AccountChoice, type RosterResult } from './roster-api.ts';
import { RosterResultView } from './roster-result.tsx';
import { saveBlob } from '../../lib/file-download.ts';
import { STUDENTS_CSV_TEMPLATE } from '../../shared/roster/students-csv.ts';
import { OneRosterRest } from './rest-sync.tsx';

const ACCOUNT_OPTIONS = [
  { value: 'none', label: 'None' },
  { value: 'students', label: 'Students' },
  { value: 'everyone', label: 'Everyone (teachers and students)' },
];

export default function RosterPage() {
  const [file, setFile] = useState<File>();
  const [percent, setPercent] = useState<number>();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<RosterResult>();
  const [failure, setFailure] = useState<string>();
  const [exporting, setExporting] = useState(false);
  const [accounts, setAccounts] = useState<AccountChoice>('none');

  const send = async (dryRun: boolean, f = file, choice = accounts) => {
    if (!f) return;
    setBusy(true);
    setFailure(undefined);
    setResult(undefined);
    setPercent(0);
    try {
      setResult(await sendRoster(f, dryRun, setPercent, choice));
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
            <label htmlFor="roster-file">OneRoster zip or students.csv</label>
            <input
              id="roster-file"
              type="file"
              accept=".zip,application/zip,.csv,text/csv"
              disabled={busy}
              onChange={(e) => pick(e.target.files?.[0])}
            />
          </Space>
          <Space wrap>
            <Typography.Text id="roster-accounts">Sign-in accounts</Typography.Text>
            <Radio.Group
              aria-labelledby="roster-accounts"
              value={accounts}
              disabled={busy}
              options={ACCOUNT_OPTIONS}
              onChange={(e) => {
                setAccounts(e.target.value as AccountChoice);
                // the preview counts the accounts too
                if (file) void send(true, file, e.target.value as AccountChoice);
              }}
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
      <Card size="small" title="Without a student information system">
        <Space direction="vertical">
          <Typography.Text>
            Fill in the plain students.csv template, one student per line (grade as KG or 01 to 12), and import it above
            like a OneRoster zip.
          </Typography.Text>
          <Button
            icon={<DownloadOutlined />}
            onClick={() => saveBlob(new Blob([STUDENTS_CSV_TEMPLATE], { type: 'text/csv' }), 'students.csv')}
          >
            Download students.csv template
          </Button>
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
      <OneRosterRest />
    </Space>
  );
}

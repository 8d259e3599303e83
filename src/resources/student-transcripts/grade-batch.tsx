// Issues every transcript of one grade level at once: the server queues a job (docs/records.md)
// whose progress and resulting PDF are on /admin/batch-jobs. Shown to staff who see batch jobs.
import { useState } from 'react';
import { App, Button, Select, Space } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useLookup } from '../../components/form/use-lookup.ts';
import { useHeldPermissions } from '../../components/table/use-held-permissions.ts';
import { issueGradeLevel } from './transcript-api.ts';

export function GradeBatch() {
  const { message } = App.useApp();
  const canSee = useHeldPermissions(['batch_jobs.read']).has('batch_jobs.read');
  const grades = useLookup('grades');
  const [grade, setGrade] = useState<number>();
  const [busy, setBusy] = useState(false);
  if (!canSee) return null;
  const start = () => {
    setBusy(true);
    issueGradeLevel(grade!)
      .then(
        (r) =>
          void message.success(
            <span>
              Issuing {r.students} transcripts for {r.grade_level}: follow it in{' '}
              <Link to="/admin/batch-jobs">Batch jobs</Link>
            </span>,
          ),
        (e: Error) => void message.error(`The transcripts could not be queued: ${e.message}`),
      )
      .finally(() => setBusy(false));
  };
  return (
    <Space wrap>
      <label htmlFor="transcript-grade">Whole grade</label>
      <Select
        id="transcript-grade"
        aria-label="Grade level"
        style={{ minWidth: 180 }}
        placeholder={grades.failed ? 'Grades could not be loaded' : 'Choose a grade'}
        loading={grades.loading}
        options={grades.options}
        value={grade}
        onChange={(v) => setGrade(Number(v))}
      />
      <Button icon={<FilePdfOutlined />} disabled={!grade} loading={busy} onClick={start}>
        Issue all transcripts (PDF)
      </Button>
    </Space>
  );
}

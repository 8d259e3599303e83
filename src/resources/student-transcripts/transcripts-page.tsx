// /student-transcripts: pick a student (a student sees only itself, a family its children: the
// picker's list query says so), read the transcript, and download the official PDF, which the
// server issues with a verification code (docs/records.md).
import { useEffect, useState } from 'react';
import { Alert, App, Button, Select, Skeleton, Space, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useLookup } from '../../components/form/use-lookup.ts';
import { useApiAnswer } from '../../components/table/use-api-answer.ts';
import { saveBlob } from '../../lib/file-download.ts';
import { issueTranscriptPdf } from './transcript-api.ts';
import type { Transcript } from './transcript-types.ts';
import { TranscriptView } from './transcript-view.tsx';
import { GradeBatch } from './grade-batch.tsx';

export default function TranscriptsPage() {
  const { message } = App.useApp();
  const students = useLookup('transcript_students', 'student_records');
  const [partyId, setPartyId] = useState<number>();
  const [busy, setBusy] = useState(false);

  // one student to choose from (a student's own record): open it at once
  const only = students.options.length === 1 ? Number(students.options[0].value) : undefined;
  useEffect(() => {
    if (only !== undefined) setPartyId(only);
  }, [only]);

  const answer = useApiAnswer<{ data: Transcript }>(
    `/student-transcripts/${partyId}`,
    undefined,
    partyId !== undefined,
  );
  const transcript = answer.data?.data;
  const error = answer.error?.message;

  const download = async () => {
    setBusy(true);
    try {
      const pdf = await issueTranscriptPdf(partyId!);
      saveBlob(pdf.blob, pdf.name);
      message.success(`Official transcript issued (verification code ${pdf.code})`);
    } catch (e) {
      message.error(`The PDF could not be made: ${(e as Error).message}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%', maxWidth: 1000 }}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        Transcripts
      </Typography.Title>
      <Space wrap>
        <label htmlFor="transcript-student">Student</label>
        <Select
          id="transcript-student"
          aria-label="Student"
          showSearch
          optionFilterProp="label"
          style={{ minWidth: 260 }}
          placeholder={students.loading ? 'Loading students…' : 'Choose a student'}
          loading={students.loading}
          options={students.options}
          value={partyId}
          onChange={(v) => setPartyId(Number(v))}
        />
        <Button icon={<DownloadOutlined />} disabled={!transcript} loading={busy} onClick={() => void download()}>
          Download official PDF
        </Button>
      </Space>
      <GradeBatch />
      {students.failed ? <Alert type="error" showIcon message="The students could not be loaded" /> : null}
      {!students.loading && !students.failed && students.options.length === 0 ? (
        <Alert type="info" showIcon message="There are no students whose transcript you may open." />
      ) : null}
      {error ? <Alert type="error" showIcon message="The transcript could not be loaded" description={error} /> : null}
      {partyId !== undefined && !transcript && !error ? <Skeleton active /> : null}
      {transcript ? <TranscriptView t={transcript} /> : null}
    </Space>
  );
}

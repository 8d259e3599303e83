// /verify-transcript/:code (public): the address printed on an official transcript. It says whether
// a transcript with this code was issued, by which school and when, with its GPA and credits to
// compare with the paper; nothing else about the student.
import { useParams } from 'react-router';
import { Descriptions, Result, Spin } from 'antd';
import { useApiAnswer } from '../../components/table/use-api-answer.ts';
import type { VerifiedTranscript as Verified } from '../../shared/transcript-gpa.ts';

const heading = (text: string) => <h1 style={{ fontSize: 24, margin: 0 }}>{text}</h1>;

export default function VerifyPage() {
  const { code = '' } = useParams();
  const answer = useApiAnswer<{ data: Verified }>(`/public/transcripts/${encodeURIComponent(code)}`);
  const missing = answer.error?.statusCode === 404;
  const error = missing ? undefined : answer.error?.message;
  const found = missing ? null : answer.data?.data;
  if (error) return <Result status="error" title={heading('The check could not be made')} subTitle={error} />;
  if (found === undefined) return <Spin tip="Checking the transcript…" />;
  if (found === null)
    return (
      <Result
        status="error"
        title={heading('Not a genuine transcript')}
        subTitle={`No transcript was issued with the code ${code}. Check the code on the paper.`}
      />
    );
  return (
    <Result
      status="success"
      title={heading('Genuine transcript')}
      subTitle={`Issued by ${found.school} on ${found.issued_at} with the code ${code}.`}
      extra={
        <Descriptions bordered size="small" column={1} style={{ maxWidth: 480, margin: '0 auto', textAlign: 'left' }}>
          <Descriptions.Item label="Cumulative GPA">{found.gpa_unweighted?.toFixed(2) ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="Weighted GPA">{found.gpa_weighted?.toFixed(2) ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="Credits earned">{found.credits}</Descriptions.Item>
        </Descriptions>
      }
    />
  );
}

// /rooms/:roomId/after: what happened in a room. The AI-drafted summary of each student who spoke
// (GET /api/rooms/:id/summaries), a button that drafts them again (POST, 202: the page asks again
// every 2 s until new ones arrive, showing that it waits), and each student's transcript.
import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, Space, Spin, Tag, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { useApiAnswer } from '../../../components/table/use-api-answer.ts';
import { draftSummaries } from './api.ts';
import { StudentTranscripts } from './student-transcripts.tsx';
import type { Summary } from './types.ts';

const DRAFT_WAIT_MS = 120_000;

export default function AfterPage() {
  const roomId = Number(useParams().roomId);
  const { message } = App.useApp();
  // while drafting: the newest draft's time when asked (0: none yet); new drafts are later than it
  const [since, setSince] = useState<number>();
  const answer = useApiAnswer<{ rows: Summary[] }>(
    `/rooms/${roomId}/summaries`,
    undefined,
    true,
    since !== undefined ? 2000 : undefined,
  );
  const rows = answer.data?.rows ?? [];
  const fresh = since !== undefined && rows.length > 0 && rows.every((r) => Date.parse(r.drafted_at) > since);

  useEffect(() => {
    if (since === undefined) return;
    if (fresh) return setSince(undefined);
    const t = setTimeout(() => setSince(undefined), DRAFT_WAIT_MS);
    return () => clearTimeout(t);
  }, [since, fresh]);

  const draft = () =>
    draftSummaries(roomId).then(
      () => setSince(Math.max(0, ...rows.map((r) => Date.parse(r.drafted_at)))),
      (e: Error) => void message.error(e.message),
    );

  if (answer.error) {
    return (
      <LoadFailure
        status={answer.error.statusCode}
        message={answer.error.message}
        what="This room"
        onRetry={answer.retry}
      />
    );
  }
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        Room summaries
      </Typography.Title>
      <Space wrap>
        <Button type="primary" onClick={draft} loading={since !== undefined}>
          Draft summaries
        </Button>
        <Link to={`/rooms/${roomId}/live`}>Live view</Link>
        <Link to="/rooms">All rooms</Link>
      </Space>
      <div aria-live="polite">
        {since !== undefined ? (
          <Alert
            type="info"
            showIcon
            icon={<Spin size="small" />}
            message="Drafting summaries… they appear here when ready."
          />
        ) : null}
      </div>
      {answer.loading ? <Typography.Text type="secondary">Loading…</Typography.Text> : null}
      {!answer.loading && rows.length === 0 && since === undefined ? (
        <Typography.Paragraph type="secondary">
          No summaries yet: they are drafted when the room ends, or choose Draft summaries.
        </Typography.Paragraph>
      ) : null}
      {rows.map((r) => (
        <Card
          key={r.party_id}
          size="small"
          title={<h2 style={{ fontSize: 16, margin: 0 }}>{r.name}</h2>}
          extra={<Tag>Drafted by AI</Tag>}
        >
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {r.summary}
          </Typography.Paragraph>
          <Typography.Text type="secondary">
            Drafted by AI ({r.model}) on {new Date(r.drafted_at).toLocaleString()}
          </Typography.Text>
        </Card>
      ))}
      <StudentTranscripts roomId={roomId} />
    </Space>
  );
}

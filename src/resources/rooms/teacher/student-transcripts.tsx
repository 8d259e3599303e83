// The after page's transcripts: the students who spoke in the room (from the live view's snapshot),
// each conversation read when opened (an audited read, as on the live view).
import { useEffect, useState } from 'react';
import { Collapse, Typography } from 'antd';
import { useApiAnswer } from '../../../components/table/use-api-answer.ts';
import { readSnapshot } from './api.ts';
import { Transcript } from './transcript.tsx';
import type { Conversation, LiveStudent } from './types.ts';

function OneTranscript({ roomId, partyId }: { roomId: number; partyId: number }) {
  const answer = useApiAnswer<Conversation>(`/rooms/${roomId}/students/${partyId}/messages`);
  if (answer.error) return <Typography.Text type="danger">{answer.error.message}</Typography.Text>;
  if (answer.loading) return <Typography.Text type="secondary">Loading…</Typography.Text>;
  return <Transcript messages={answer.data?.messages ?? []} />;
}

export function StudentTranscripts({ roomId }: { roomId: number }) {
  const [students, setStudents] = useState<LiveStudent[]>();
  const [failed, setFailed] = useState<string>();
  useEffect(() => {
    readSnapshot(roomId).then(
      (s) => setStudents(s.students.filter((st) => st.messages > 0)),
      (e: Error) => setFailed(e.message),
    );
  }, [roomId]);
  return (
    <section aria-labelledby="room-transcripts">
      <Typography.Title level={2} id="room-transcripts" style={{ fontSize: 18 }}>
        Transcripts
      </Typography.Title>
      {failed ? <Typography.Text type="danger">The students could not be read: {failed}</Typography.Text> : null}
      {!students && !failed ? <Typography.Text type="secondary">Loading…</Typography.Text> : null}
      {students?.length === 0 ? (
        <Typography.Text type="secondary">No student spoke in this room.</Typography.Text>
      ) : null}
      {students?.length ? (
        <Collapse
          items={students.map((s) => ({
            key: s.party_id,
            label: `${s.name} (${s.messages} messages)`,
            children: <OneTranscript roomId={roomId} partyId={s.party_id} />,
          }))}
        />
      ) : null}
    </section>
  );
}

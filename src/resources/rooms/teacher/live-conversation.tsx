// The chosen student's conversation on the live view: read once (GET
// /api/rooms/:id/students/:partyId/messages, an audited read), then the stream's messages and the
// answer's deltas for that student appended as they come.
import { useEffect, useState } from 'react';
import { Typography } from 'antd';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { useApiAnswer } from '../../../components/table/use-api-answer.ts';
import { Transcript } from './transcript.tsx';
import type { Conversation, LiveMessage, LiveStudent } from './types.ts';
import type { LiveEvent } from './use-live-room.ts';

export function LiveConversation(props: {
  roomId: number;
  student: LiveStudent;
  subscribe: (fn: (e: LiveEvent) => void) => () => void;
}) {
  const { roomId, student, subscribe } = props;
  const answer = useApiAnswer<Conversation>(`/rooms/${roomId}/students/${student.party_id}/messages`);
  const [extra, setExtra] = useState<LiveMessage[]>([]);
  const [streaming, setStreaming] = useState('');

  useEffect(() => {
    setExtra([]);
    setStreaming('');
    return subscribe((e) => {
      if (e.party_id !== student.party_id) return;
      if (e.type === 'delta') setStreaming((t) => t + String(e.text));
      if (e.type === 'message') {
        const m = {
          id: e.message_id as number | null,
          role: e.role as LiveMessage['role'],
          content: String(e.content),
        };
        setExtra((x) => [...x, m]);
        if (m.role === 'assistant') setStreaming('');
      }
    });
  }, [student.party_id, subscribe]);

  if (answer.error) {
    return (
      <LoadFailure
        status={answer.error.statusCode}
        message={answer.error.message}
        what="This conversation"
        onRetry={answer.retry}
      />
    );
  }
  const fetched = answer.data?.messages ?? [];
  const known = new Set(fetched.map((m) => m.id));
  const messages = [...fetched, ...extra.filter((m) => m.id === null || !known.has(m.id))];
  return (
    <section aria-labelledby="room-conversation">
      <Typography.Title level={2} id="room-conversation" style={{ fontSize: 18 }}>
        {student.name}'s conversation
      </Typography.Title>
      {answer.loading ? <Typography.Text type="secondary">Loading…</Typography.Text> : null}
      {!answer.loading ? <Transcript messages={messages} streaming={streaming} /> : null}
    </section>
  );
}

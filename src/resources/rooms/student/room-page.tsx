// /my-rooms/:roomId: a student's AI room (docs/rooms.md "Using rooms: students"). The room, its
// conversation and the teacher's notes (GET /api/my/rooms/:id), the chat's answer stream for a message
// (POST /api/my/rooms/:id/messages) and the room's live events (a pause shows at once and stops
// sending; resumed, it sends again; a closed room says when it opens, in the student's time).
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { Alert, Skeleton, Typography } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { useApiAnswer } from '../../../components/table/use-api-answer.ts';
import { useGenerationStream } from '../../../tools/stream/use-tool-stream.ts';
import { RoomChat, type Turn } from './room-chat.tsx';
import { RoomNotes } from './room-notes.tsx';
import { useRoomEvents } from './use-room-events.ts';
import { closedReason, type MyRoom, type RoomState } from './types.ts';

/** Reloads the room when a scheduled or locked room is due to open (no event says so). */
function useReloadAt(at: string | null | undefined, reload: () => void) {
  useEffect(() => {
    if (!at) return;
    const ms = new Date(at).getTime() - Date.now() + 1000;
    if (ms > 2 ** 31 - 1) return;
    const t = setTimeout(reload, Math.max(ms, 1000));
    return () => clearTimeout(t);
  }, [at, reload]);
}

export default function RoomPage() {
  const roomId = Number(useParams().roomId);
  const answer = useApiAnswer<MyRoom>(`/my/rooms/${roomId}`);
  const { retry } = answer;
  const reload = useCallback(() => retry(), [retry]);
  // the state an event announced, until the reloaded room says it too
  const [heard, setHeard] = useState<RoomState>();
  const events = useRoomEvents(roomId, (s) => {
    setHeard(s);
    reload();
  });
  const stream = useGenerationStream();
  const [pending, setPending] = useState<string>();
  const data = answer.data;
  useEffect(() => {
    // the reloaded room says the state, and the sent message and its answer are in its conversation
    setHeard(undefined);
    setPending(undefined);
    stream.reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);
  useReloadAt(data?.room.next_open_at, reload);

  const turns = useMemo<Turn[]>(
    () => (data?.messages ?? []).map((m) => ({ key: String(m.id), role: m.role, content: m.content })),
    [data],
  );

  if (answer.error)
    return (
      <LoadFailure
        status={answer.error.statusCode ?? 500}
        message={answer.error.message}
        what="This room"
        onRetry={answer.retry}
      />
    );
  if (answer.loading || !data) return <Skeleton active />;

  const room = { ...data.room, state: heard ?? data.room.state };
  const closed = closedReason(room);
  const blocked =
    closed ?? (room.messages_left <= 0 ? `You have sent all ${room.message_cap} messages of this room.` : undefined);
  const send = async (content: string) => {
    setPending(content);
    const outcome = await stream.run(`/my/rooms/${roomId}/messages`, { content });
    if (outcome !== 'done') setPending(undefined);
    reload();
    return outcome === 'done';
  };

  return (
    <article data-testid="my-room" style={{ maxWidth: 800, minWidth: 0 }}>
      <Typography.Title level={1}>{room.title}</Typography.Title>
      <Alert
        type="info"
        showIcon
        icon={<EyeOutlined />}
        message="Your teacher can see this conversation"
        style={{ marginBottom: 12 }}
      />
      {closed ? (
        <Alert
          type={room.state === 'ended' ? 'info' : 'warning'}
          showIcon
          role="alert"
          message={closed}
          style={{ marginBottom: 12 }}
          data-testid="room-state"
        />
      ) : null}
      <Typography.Paragraph type="secondary" data-testid="messages-left">
        {room.messages_left} of {room.message_cap} messages left
      </Typography.Paragraph>
      <RoomNotes notes={data.notes} heard={events.notes} />
      <RoomChat
        turns={turns}
        pending={pending}
        stream={stream.state}
        blocked={blocked}
        onSend={send}
        onRecheck={reload}
      />
    </article>
  );
}

// /rooms/:roomId/live: a room as it happens. Alerts on top (each acknowledged with who and when), the room's state with Pause / Resume /
// End, the students (flagged first, then by last message) beside the chosen student's conversation,
// and a note to that student or to all. Two columns on a wide screen, one under the other on a phone.
import { useState } from 'react';
import { App, Button, Col, Row, Space, Tag, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { setRoomState } from './api.ts';
import { LiveAlerts } from './live-alerts.tsx';
import { LiveConversation } from './live-conversation.tsx';
import { LiveStudents } from './live-students.tsx';
import { NoteForm } from './note-form.tsx';
import { useLiveRoom } from './use-live-room.ts';

export default function LivePage() {
  const roomId = Number(useParams().roomId);
  const { live, subscribe, setRoom, setAlert } = useLiveRoom(roomId);
  const { modal, message } = App.useApp();
  const [selected, setSelected] = useState<number>();
  const room = live.room;

  if (live.failure) {
    return (
      <LoadFailure
        status={live.failure.status}
        message={live.failure.message}
        what="This room"
        onRetry={() => location.reload()}
      />
    );
  }
  const act = (action: 'pause' | 'resume' | 'end') =>
    setRoomState(roomId, action).then(setRoom, (e: Error) => void message.error(e.message));
  const end = () =>
    modal.confirm({
      title: 'End this room?',
      content: 'Students can no longer send messages, and the summaries are drafted.',
      okText: 'End room',
      okButtonProps: { danger: true },
      onOk: () => act('end'),
    });
  const student = live.students.find((s) => s.party_id === selected);
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {room ? `${room.title}: live` : 'Room live view'}
      </Typography.Title>
      <LiveAlerts roomId={roomId} alerts={live.alerts} onAcknowledged={setAlert} />
      <Space wrap>
        {room ? <Tag color={room.state === 'open' ? 'green' : 'orange'}>{room.state}</Tag> : null}
        <span aria-live="polite">{live.connected ? 'Connected' : 'Connecting…'}</span>
        {room && room.state !== 'ended' ? (
          <>
            {room.state === 'paused' ? (
              <Button onClick={() => act('resume')}>Resume</Button>
            ) : (
              <Button onClick={() => act('pause')}>Pause</Button>
            )}
            <Button danger onClick={end}>
              End
            </Button>
          </>
        ) : null}
        <Link to={`/rooms/${roomId}/after`}>Summaries and transcripts</Link>
      </Space>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={9}>
          <LiveStudents students={live.students} selected={selected} onSelect={setSelected} loading={!room} />
        </Col>
        <Col xs={24} md={15}>
          {student ? (
            <LiveConversation roomId={roomId} student={student} subscribe={subscribe} />
          ) : (
            <Typography.Paragraph type="secondary">Choose a student to read their conversation.</Typography.Paragraph>
          )}
          {room && room.state !== 'ended' ? <NoteForm roomId={roomId} student={student} /> : null}
        </Col>
      </Row>
    </Space>
  );
}

// The live view's note: a message from the teacher to the chosen student or to everyone in the room
// (POST /api/rooms/:id/notes), shown on the students' page at once.
import { useState } from 'react';
import { App, Button, Input, Space } from 'antd';
import { sendNote } from './api.ts';
import type { LiveStudent } from './types.ts';

export function NoteForm({ roomId, student }: { roomId: number; student: LiveStudent | undefined }) {
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const send = (to: LiveStudent | undefined) => {
    setSending(true);
    sendNote(roomId, to?.party_id ?? null, text.trim())
      .then(
        () => {
          setText('');
          void message.success(to ? `Note sent to ${to.name}` : 'Note sent to everyone');
        },
        (e: Error) => void message.error(e.message),
      )
      .finally(() => setSending(false));
  };
  const empty = text.trim() === '';
  return (
    <Space direction="vertical" style={{ width: '100%', marginTop: 16 }}>
      <label htmlFor="room-note">Note to students</label>
      <Input.TextArea id="room-note" rows={2} maxLength={2000} value={text} onChange={(e) => setText(e.target.value)} />
      <Space wrap>
        {student ? (
          <Button disabled={empty} loading={sending} onClick={() => send(student)}>
            Send to {student.name}
          </Button>
        ) : null}
        <Button disabled={empty} loading={sending} onClick={() => send(undefined)}>
          Send to everyone
        </Button>
      </Space>
    </Space>
  );
}

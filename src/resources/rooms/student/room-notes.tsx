// The teacher's notes in a student's room: those loaded with the room and those heard live since,
// each marked as written to this student or to everyone in the room.
import { Card, Tag, Typography } from 'antd';
import { localTime, type RoomNote } from './types.ts';

export function RoomNotes({ notes, heard }: { notes: RoomNote[]; heard: RoomNote[] }) {
  const all = [...notes, ...heard.filter((h) => !notes.some((n) => n.id === h.id))];
  if (!all.length) return null;
  return (
    <Card
      size="small"
      title={<h2 style={{ fontSize: 16, margin: 0 }}>Notes from your teacher</h2>}
      style={{ marginBottom: 12 }}
    >
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-live="polite" data-testid="room-notes">
        {all.map((n) => (
          <li key={n.id} style={{ marginBottom: 8, overflowWrap: 'anywhere' }}>
            <Tag color={n.to_me ? 'blue' : undefined}>{n.to_me ? 'To you' : 'To everyone'}</Tag>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {localTime(n.created_at)}
            </Typography.Text>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{n.content}</Typography.Paragraph>
          </li>
        ))}
      </ul>
    </Card>
  );
}

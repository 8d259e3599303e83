// The live view's students: in the room or not, how many messages, the last one's time; flagged
// students first, then the most recent. Choosing one opens their conversation.
import { Button, Tag, Typography } from 'antd';
import type { LiveStudent } from './types.ts';

const order = (a: LiveStudent, b: LiveStudent) =>
  Number(b.flagged) - Number(a.flagged) ||
  (b.last_at ?? '').localeCompare(a.last_at ?? '') ||
  a.name.localeCompare(b.name);

export function LiveStudents(props: {
  students: LiveStudent[];
  selected: number | undefined;
  onSelect: (partyId: number) => void;
  loading: boolean;
}) {
  const rows = [...props.students].sort(order);
  return (
    <section aria-labelledby="room-students">
      <Typography.Title level={2} id="room-students" style={{ fontSize: 18 }}>
        Students ({rows.filter((s) => s.in_room).length} in the room)
      </Typography.Title>
      {props.loading ? <Typography.Text type="secondary">Loading…</Typography.Text> : null}
      {!props.loading && rows.length === 0 ? (
        <Typography.Text type="secondary">No students in this room's sections yet.</Typography.Text>
      ) : null}
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {rows.map((s) => (
          <li key={s.party_id} style={{ marginBottom: 6 }}>
            <Button
              block
              type={s.party_id === props.selected ? 'primary' : 'default'}
              aria-pressed={s.party_id === props.selected}
              onClick={() => props.onSelect(s.party_id)}
              style={{ height: 'auto', whiteSpace: 'normal', textAlign: 'left', display: 'block' }}
            >
              <strong>{s.name}</strong> {s.flagged ? <Tag color="red">flagged</Tag> : null}
              <Tag color={s.in_room ? 'green' : 'default'}>{s.in_room ? 'in the room' : 'away'}</Tag>
              <br />
              {s.messages} messages
              {s.last_at ? `, last at ${new Date(s.last_at).toLocaleTimeString([], { timeStyle: 'short' })}` : ''}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

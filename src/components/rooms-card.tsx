// The "Rooms" card of a course home (src/resources/classroom/course-home-page.tsx; docs/rooms.md):
// GET /api/sections/:sectionId/rooms. A student sees its rooms not ended, with their state and a link
// to /my-rooms/:id (a closed one says when it opens, in the student's time); a teacher every room of
// the section with a link to its live view. Here, not in a resource folder, since rooms and the
// classroom are separate resources.
import { Link } from 'react-router';
import { Card, Tag } from 'antd';
import { useApiAnswer, answerRows } from './table/use-api-answer.ts';
import { DataGrid } from './table/data-grid.tsx';
import type { GridColumn } from './table/types.ts';

interface RoomRow {
  id: number;
  title: string;
  state: 'open' | 'paused' | 'scheduled' | 'locked' | 'ended';
  next_open_at: string | null;
  messages_left?: number;
}

const STATE: Record<RoomRow['state'], { text: string; color?: string }> = {
  open: { text: 'Open', color: 'green' },
  paused: { text: 'Paused', color: 'orange' },
  scheduled: { text: 'Not open yet' },
  locked: { text: 'Closed now' },
  ended: { text: 'Ended' },
};

/** A moment in the reader's local time, with its zone ("Mon 3 Dec, 09:00 EST"); the student's room uses it too. */
export const localTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  });

function columns(view: 'student' | 'teacher'): GridColumn<RoomRow>[] {
  return [
    {
      field: 'title',
      title: 'Room',
      render: (_v, r) => <Link to={view === 'student' ? `/my-rooms/${r.id}` : `/rooms/${r.id}/live`}>{r.title}</Link>,
    },
    {
      field: 'state',
      title: 'State',
      render: (_v, r) => (
        <>
          <Tag color={STATE[r.state].color}>{STATE[r.state].text}</Tag>
          {r.next_open_at && r.state !== 'open' ? `opens ${localTime(r.next_open_at)}` : null}
        </>
      ),
    },
  ];
}

export function RoomsCard({ sectionId, view }: { sectionId: number; view: 'student' | 'teacher' }) {
  const answer = useApiAnswer<{ rows: RoomRow[] }>(`/sections/${sectionId}/rooms`);
  return (
    <Card
      size="small"
      title={<h2 style={{ fontSize: 16, margin: 0 }}>Rooms</h2>}
      style={{ marginBottom: 16 }}
      data-testid="rooms-card"
    >
      <DataGrid<RoomRow>
        plain
        rows={answerRows(answer, answer.data?.rows)}
        columns={columns(view)}
        emptyText={view === 'student' ? 'No AI rooms for this class' : 'No AI rooms for this section yet'}
      />
    </Card>
  );
}

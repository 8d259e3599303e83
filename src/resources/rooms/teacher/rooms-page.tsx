// /rooms: the teacher's AI rooms (GET /api/rooms) with their kind, sections, state and window; a
// drawer creates or edits one; row actions open its live view and its after page, or delete it.
import { useState } from 'react';
import { Button, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { AnswerGrid } from '../../../components/table/answer-grid.tsx';
import type { GridColumn, RowAction } from '../../../components/table/types.ts';
import { useAnswerWrite, useApiAnswer } from '../../../components/table/use-api-answer.ts';
import { useTeacherSections } from './use-sections.ts';
import { deleteRoom } from './api.ts';
import { RoomForm } from './room-form.tsx';
import { KIND_LABELS, type Room } from './types.ts';

const STATE_COLORS: Record<Room['state'], string> = {
  open: 'green',
  scheduled: 'blue',
  locked: 'default',
  paused: 'orange',
  ended: 'default',
};

const when = (iso: string) => new Date(iso).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });

export default function RoomsPage() {
  const answer = useApiAnswer<{ rows: Room[] }>('/rooms');
  const write = useAnswerWrite(answer);
  const navigate = useNavigate();
  const sections = useTeacherSections();
  const [editing, setEditing] = useState<Room | 'new'>();
  const sectionName = (id: number) => sections.options.find((o) => o.value === id)?.label ?? `Section ${id}`;

  const columns: GridColumn<Room>[] = [
    { field: 'title', title: 'Title' },
    { field: 'kind', title: 'Kind', render: (_v, r) => KIND_LABELS[r.kind] },
    { field: 'section_ids', title: 'Sections', render: (_v, r) => r.section_ids.map(sectionName).join(', ') },
    { field: 'state', title: 'State', render: (_v, r) => <Tag color={STATE_COLORS[r.state]}>{r.state}</Tag> },
    { field: 'starts_at', title: 'Window', render: (_v, r) => `${when(r.starts_at)} – ${when(r.ends_at)}` },
  ];
  const rowActions: RowAction<Room>[] = [
    { key: 'live', label: 'Live view', run: (r) => navigate(`/rooms/${r.id}/live`) },
    { key: 'after', label: 'After', run: (r) => navigate(`/rooms/${r.id}/after`) },
    { key: 'edit', label: 'Edit', hidden: (r) => r.state === 'ended', run: setEditing },
    {
      key: 'delete',
      label: 'Delete',
      danger: true,
      confirm: (r) => `Delete the room "${r.title}" and its conversations' place in it?`,
      run: (r) => write(deleteRoom(r.id), 'Room deleted'),
    },
  ];
  return (
    <>
      <AnswerGrid<Room>
        id="rooms"
        resource="/rooms"
        title="AI rooms"
        description="One kind of AI help opened to your sections for a time window; watch it live and read the summaries afterwards."
        answer={answer}
        columns={columns}
        rowLabel={(r) => r.title}
        rowActions={rowActions}
        emptyText="No rooms yet: choose New room to open one to a section"
        actions={
          <Button type="primary" onClick={() => setEditing('new')}>
            New room
          </Button>
        }
      />
      <RoomForm
        room={editing}
        sections={sections.options}
        onClose={() => setEditing(undefined)}
        onSaved={answer.retry}
      />
    </>
  );
}

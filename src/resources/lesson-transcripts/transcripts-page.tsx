// /ei/lesson-transcripts: the school's transcripts (lesson_transcripts/lesson_transcripts) with the
// lesson and course each belongs to; an upload is read into timed passages the tutor searches.
import { useState } from 'react';
import { App } from 'antd';
import { DeleteOutlined, EditOutlined, UploadOutlined } from '@ant-design/icons';
import { useInvalidate } from '@refinedev/core';
import { EntityListPage } from '../../components/table/entity-list-page.tsx';
import type { GridColumn } from '../../components/table/types.ts';
import { selectFilter } from '../../components/table/select-filter.ts';
import { UploadDrawer } from './upload-drawer.tsx';
import { EditDrawer } from './edit-drawer.tsx';
import { deleteTranscript, type EditedTranscript } from './transcript-api.ts';
import type { RowAction } from '../../components/table/types.ts';

const RESOURCE = 'lesson_transcripts/lesson_transcripts';

interface Row {
  id: number;
  title: string;
  source_format: string;
  file_name: string;
  chunk_count: number;
  content_element_id: number | null;
  version: number;
  element_title: string | null;
  course_title: string | null;
  created_at: string;
}

const columns: GridColumn<Row>[] = [
  { field: 'title', title: 'Title', sorter: true },
  { field: 'element_title', title: 'Lesson', render: (v) => (v ? String(v) : 'Not linked') },
  { field: 'course_title', title: 'Course', render: (v) => (v ? String(v) : '—') },
  { field: 'source_format', title: 'Format', width: 90 },
  { field: 'chunk_count', title: 'Passages', sorter: true, width: 100 },
  { field: 'file_name', title: 'File', hidden: true },
  { field: 'created_at', title: 'Uploaded', sorter: true, render: (v) => new Date(String(v)).toLocaleString() },
];

export default function TranscriptsPage() {
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<EditedTranscript>();
  const refresh = () => void invalidate({ resource: RESOURCE, invalidates: ['list'] });
  const rowActions: RowAction<Row>[] = [
    { key: 'edit', label: 'Edit', icon: <EditOutlined />, permission: 'lesson_transcript.update', run: setEditing },
    {
      key: 'delete',
      label: 'Delete',
      icon: <DeleteOutlined />,
      danger: true,
      permission: 'lesson_transcript.update',
      confirm: (r) => `Delete the transcript "${r.title}"? The tutor will no longer answer from it.`,
      run: async (r) => {
        try {
          await deleteTranscript(r.id);
          void message.success(`Deleted "${r.title}"`);
        } catch (e) {
          void message.error(`Not deleted: ${(e as Error).message}`);
        }
        refresh();
      },
    },
  ];
  return (
    <EntityListPage<Row>
      page={{
        shape: { name: 'lesson-transcripts', label: 'Transcript', uiPath: RESOURCE },
        meta: { bizobjfile: 'lesson_transcripts', api: 'lesson_transcripts' },
        title: 'Lesson transcripts',
        description:
          'What was said in each recorded lesson, in timed passages. The EI tutor answers students from the transcripts of published lessons and cites the lesson and the time.',
        create: 'lesson_transcript.update',
        createLabel: 'Upload transcript',
        createIcon: <UploadOutlined />,
        onCreate: () => setUploading(true),
        columns,
        rowActions: () => rowActions,
        rowLabel: (r) => r.title,
        search: { field: 'title', placeholder: 'Search titles' },
        filters: [selectFilter('source_format', 'Format', ['vtt', 'srt', 'text', 'docx', 'pdf'])],
        sort: ['created_at', 'desc'],
        emptyText: 'No transcripts yet',
        after: (
          <>
            <UploadDrawer
              open={uploading}
              onClose={() => setUploading(false)}
              onSaved={(s) => {
                void message.success(
                  `Stored "${s.data.title}" in ${s.data.chunks} passage${s.data.chunks === 1 ? '' : 's'}`,
                );
                refresh();
              }}
            />
            <EditDrawer
              transcript={editing}
              onClose={() => setEditing(undefined)}
              onSaved={(t) => {
                void message.success(`Saved "${t.title}"`);
                refresh();
              }}
            />
          </>
        ),
      }}
    />
  );
}

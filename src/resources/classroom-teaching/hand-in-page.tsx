// /assignments/:assignmentId/hand-in: how an assignment is handed in (settings, rubric), who has
// handed in (every enrolled student, with when, late, status, score), a per-student extended due
// date, releasing the grades, and the way into each student's work (the grading view).
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { App, Button, Descriptions, Space, Typography } from 'antd';
import { EditOutlined, FormOutlined, SendOutlined, TableOutlined } from '@ant-design/icons';
import { DataGrid, localRows } from '../../components/table/data-grid.tsx';
import { badgeColumn } from '../../components/table/grid-columns.tsx';
import type { GridColumn } from '../../components/table/types.ts';
import { useApiAnswer } from '../../components/table/use-api-answer.ts';
import { AnswerState, inner } from './answer-state.tsx';
import { releaseGrades, type HandIn, type StudentState } from './api.ts';
import { SettingsDrawer } from './settings-drawer.tsx';
import { ExtensionDrawer } from './extension-drawer.tsx';
import { RubricDrawer } from './rubric-drawer.tsx';
import { KIND_LABEL, studentName, when } from './labels.ts';

const STATUS = { 'not started': 'default', draft: 'processing', submitted: 'success', returned: 'warning' } as const;

const columns: GridColumn<StudentState>[] = [
  { field: 'last_name', title: 'Student', render: (_v, r) => studentName(r) },
  badgeColumn<StudentState>('status', 'Status', STATUS),
  { field: 'submitted_at', title: 'Handed in', render: (v) => when(v as string | null) },
  { field: 'version', title: 'Version', render: (v) => (v ?? '—') as number },
  { field: 'late', title: 'Late', render: (v) => (v ? 'Late' : v === false ? 'On time' : '—') },
  { field: 'score', title: 'Score', render: (v, r) => (v === null ? '—' : `${v}${r.released ? '' : ' (hidden)'}`) },
  { field: 'extended_due_at', title: 'Extended to', render: (v) => when(v as string | null) },
];

function HandInView({ data, reload }: { data: HandIn; reload: () => void }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [open, setOpen] = useState<'settings' | 'rubric'>();
  const [extending, setExtending] = useState<StudentState>();
  const release = () =>
    releaseGrades(data.id).then(
      (r) => (void message.success(`Released ${r.released} grade(s)`), reload()),
      (e: Error) => void message.error(e.message),
    );
  return (
    <>
      <Typography.Title level={1}>{data.title}: hand-in</Typography.Title>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, md: 3 }}
        items={[
          { key: 'due', label: 'Due', children: data.due_date ?? '—' },
          { key: 'points', label: 'Points', children: data.max_points },
          { key: 'kind', label: 'Handed in as', children: KIND_LABEL[data.submission_kind] },
          { key: 'types', label: 'Accepted file types', children: data.accepted_types.join(', ') || 'any' },
          { key: 'again', label: 'Resubmission', children: data.allow_resubmit ? 'until returned' : 'once' },
          { key: 'close', label: 'Hard close', children: when(data.close_at) },
        ]}
      />
      <Space wrap style={{ margin: '12px 0' }}>
        <Button icon={<EditOutlined />} onClick={() => setOpen('settings')}>
          Hand-in settings
        </Button>
        <Button icon={<TableOutlined />} onClick={() => setOpen('rubric')}>
          Rubric
        </Button>
        {data.submission_kind === 'quiz' || data.has_quiz ? (
          <Link to={`/assignments/${data.id}/quiz`}>Quiz</Link>
        ) : (
          <Link to={`/assignments/${data.id}/quiz`}>Make a quiz</Link>
        )}
        <Button icon={<SendOutlined />} onClick={release}>
          Release grades
        </Button>
        <Link to={`/section/${data.section_id}/gradebook`}>Gradebook</Link>
      </Space>
      <DataGrid<StudentState>
        plain
        label="Submissions"
        testId="submissions"
        rowKey="student_id"
        columns={[
          ...columns,
          {
            field: 'student_id',
            title: 'Actions',
            render: (_v, r) => (
              <Space size={4} wrap>
                <Button
                  size="small"
                  icon={<FormOutlined />}
                  aria-label={`Grade ${studentName(r)}`}
                  onClick={() => navigate(`/assignments/${data.id}/grade/${r.student_id}`)}
                >
                  Grade
                </Button>
                <Button
                  size="small"
                  onClick={() => setExtending(r)}
                  aria-label={`Extend due date of ${studentName(r)}`}
                >
                  Extend
                </Button>
              </Space>
            ),
          },
        ]}
        rows={localRows(data.students)}
        emptyText="No students are enrolled in this section"
      />
      <SettingsDrawer data={data} open={open === 'settings'} onClose={() => setOpen(undefined)} onSaved={reload} />
      <RubricDrawer assignmentId={data.id} open={open === 'rubric'} onClose={() => setOpen(undefined)} />
      <ExtensionDrawer
        assignmentId={data.id}
        row={extending}
        onClose={() => setExtending(undefined)}
        onSaved={reload}
      />
    </>
  );
}

export default function HandInPage() {
  const id = Number(useParams().assignmentId);
  const answer = useApiAnswer<{ data: HandIn }>(`/assignments/${id}/hand-in`);
  return (
    <AnswerState answer={answer} what="This assignment">
      {(body) => <HandInView data={inner(body)} reload={answer.retry} />}
    </AnswerState>
  );
}

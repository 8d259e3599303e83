// /my-work: every published assignment of the signed-in student's sections (GET /api/my/assignments)
// with its status, due time and, once the teacher releases it, its score; upcoming work first. A row opens the
// assignment's page; its section's course home is one link away.
import { Link, useNavigate } from 'react-router';
import { Space, Tag } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { AnswerGrid } from '../../components/table/answer-grid.tsx';
import { useApiAnswer } from '../../components/table/use-api-answer.ts';
import type { GridColumn } from '../../components/table/types.ts';
import { byUrgency, dueText, STATUS_COLOR, STATUS_TEXT, type MyWorkRow } from './types.ts';

const columns: GridColumn<MyWorkRow>[] = [
  {
    field: 'title',
    title: 'Assignment',
    render: (_v, r) => (
      <Space size={4}>
        <Link to={`/my-work/${r.id}`}>{r.title}</Link>
        {r.attachments > 0 && (
          <Tag
            icon={<PaperClipOutlined aria-hidden />}
            aria-label={`${r.attachments} attached file${r.attachments === 1 ? '' : 's'}`}
          >
            {r.attachments}
          </Tag>
        )}
      </Space>
    ),
  },
  {
    field: 'status',
    title: 'Status',
    render: (_v, r) => <Tag color={STATUS_COLOR[r.status]}>{STATUS_TEXT[r.status] ?? r.status}</Tag>,
  },
  { field: 'due_at', title: 'Due', render: (_v, r) => dueText(r.due_at) },
  { field: 'score', title: 'Score', render: (_v, r) => (r.released && r.score !== undefined ? r.score : '—') },
  {
    field: 'section_id',
    title: 'Class',
    render: (_v, r) => <Link to={`/course-home/${r.section_id}`}>Course home</Link>,
  },
];

export default function MyWorkPage() {
  const answer = useApiAnswer<{ data: MyWorkRow[] }>('/my/assignments');
  const navigate = useNavigate();
  return (
    <AnswerGrid<MyWorkRow>
      id="my-work"
      resource="/my-work"
      title="My work"
      description="Every assignment of your classes: what is due, what you have handed in, and your score once your teacher releases it."
      answer={answer}
      rows={answer.data ? byUrgency(answer.data.data) : undefined}
      columns={columns}
      rowLabel={(r) => r.title}
      rowActions={[{ key: 'open', label: 'Open', run: (r) => navigate(`/my-work/${r.id}`) }]}
      emptyText="No assignments yet"
      actions={
        <Space>
          <Link to="/my-calendar">Due dates by month</Link>
        </Space>
      }
    />
  );
}

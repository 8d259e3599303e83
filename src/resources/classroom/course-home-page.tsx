// /course-home/:sectionId: one section's course home (GET /api/course-home/{sectionId}) for its
// students and its teachers: the units and lessons in order, then the assignments and quizzes with
// their state (a student's own status, a teacher's counts of handed in and graded).
import { Link, useParams } from 'react-router';
import { Card, Empty, Skeleton, Tag, Typography } from 'antd';
import { LoadFailure } from '../../components/load-failure.tsx';
import { RoomsCard } from '../../components/rooms-card.tsx';
import { useApiAnswer } from '../../components/table/use-api-answer.ts';
import { DataGrid, localRows } from '../../components/table/data-grid.tsx';
import type { GridColumn } from '../../components/table/types.ts';
import { dueText, STATUS_COLOR, STATUS_TEXT, type WorkStatus } from './types.ts';

interface Lesson {
  id: number;
  element_type: string;
  title: string;
  published: boolean;
}

interface Work {
  id: number;
  title: string;
  due_at: string | null;
  submission_kind: string;
  max_points: number;
  status?: WorkStatus;
  score?: number;
  published?: boolean;
  counts?: { enrolled: number; handed_in: number; graded: number };
}

interface Home {
  section: { id: number; name: string; code: string | null; course_title: string };
  view: 'student' | 'teacher';
  lessons: Lesson[];
  assignments: Work[];
}

const KIND: Record<string, string> = { none: 'On paper', text: 'Typed', files: 'Files', quiz: 'Quiz' };

function workColumns(view: Home['view']): GridColumn<Work>[] {
  const title: GridColumn<Work> = {
    field: 'title',
    title: 'Assignment',
    render: (_v, r) => (view === 'student' ? <Link to={`/my-work/${r.id}`}>{r.title}</Link> : r.title),
  };
  const common: GridColumn<Work>[] = [
    title,
    {
      field: 'submission_kind',
      title: 'Handed in as',
      render: (_v, r) => KIND[r.submission_kind] ?? r.submission_kind,
    },
    { field: 'due_at', title: 'Due', render: (_v, r) => dueText(r.due_at) },
  ];
  if (view === 'student')
    return [
      ...common,
      {
        field: 'status',
        title: 'State',
        render: (_v, r) => (r.status ? <Tag color={STATUS_COLOR[r.status]}>{STATUS_TEXT[r.status]}</Tag> : null),
      },
      {
        field: 'score',
        title: 'Score',
        render: (_v, r) => (r.score !== undefined ? `${r.score} / ${r.max_points}` : '—'),
      },
    ];
  return [
    ...common,
    {
      field: 'counts',
      title: 'Handed in',
      render: (_v, r) => (r.counts ? `${r.counts.handed_in} of ${r.counts.enrolled}` : '—'),
    },
    { field: 'graded', title: 'Graded', render: (_v, r) => r.counts?.graded ?? '—' },
    { field: 'published', title: 'Published', render: (_v, r) => (r.published ? 'Yes' : <Tag>Draft</Tag>) },
  ];
}

function Lessons({ home }: { home: Home }) {
  if (!home.lessons.length) return <Empty description="No units or lessons yet" />;
  return (
    <ol style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="course-lessons">
      {home.lessons.map((l) =>
        l.element_type === 'unit' ? (
          <li key={l.id} style={{ marginTop: 8 }}>
            <Typography.Text strong>{l.title}</Typography.Text>
          </li>
        ) : (
          <li key={l.id} style={{ paddingInlineStart: 16 }}>
            {home.view === 'student' ? <Link to={`/my-classes/lessons/${l.id}`}>{l.title}</Link> : l.title}
            {!l.published ? <Tag style={{ marginInlineStart: 8 }}>not published</Tag> : null}
          </li>
        ),
      )}
    </ol>
  );
}

export default function CourseHomePage() {
  const { sectionId } = useParams();
  const answer = useApiAnswer<{ data: Home }>(`/course-home/${Number(sectionId)}`);
  if (answer.error)
    return (
      <LoadFailure
        status={answer.error.statusCode ?? 500}
        message={answer.error.message}
        what="This course home"
        onRetry={answer.retry}
      />
    );
  const home = answer.data?.data;
  if (answer.loading || !home) return <Skeleton active />;
  return (
    <article data-testid="course-home">
      <Typography.Title level={1}>
        {home.section.course_title} · {home.section.name}
      </Typography.Title>
      <Card
        size="small"
        title={<h2 style={{ fontSize: 16, margin: 0 }}>Units and lessons</h2>}
        style={{ marginBottom: 16 }}
      >
        <Lessons home={home} />
      </Card>
      <RoomsCard sectionId={home.section.id} view={home.view} />
      <section aria-labelledby="course-work">
        <Typography.Title level={2} id="course-work" style={{ fontSize: 16 }}>
          Assignments and quizzes
        </Typography.Title>
        <DataGrid<Work>
          plain
          label="Assignments and quizzes"
          rows={localRows(home.assignments)}
          columns={workColumns(home.view)}
          emptyText="No assignments yet"
        />
      </section>
    </article>
  );
}

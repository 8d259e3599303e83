// /my-work/:assignmentId: one assignment as its student works on it (GET /api/my/assignments/{id}):
// what to do and by when, the attached files, the rubric, how it is handed in (typed text with
// autosave, files with upload progress, or the online quiz), every version handed in, and the
// teacher's feedback once released. A failed load says so; it never reads as an empty assignment.
import { Link, useParams } from 'react-router';
import { Descriptions, Skeleton, Space, Tag, Typography } from 'antd';
import { LoadFailure } from '../../components/load-failure.tsx';
import { AssignmentAttachments } from '../../components/assignment-attachments.tsx';
import { useApiAnswer } from '../../components/table/use-api-answer.ts';
import { dueText, STATUS_COLOR, STATUS_TEXT, type MyAssignment } from './types.ts';
import { HandIn } from './hand-in.tsx';
import { Versions } from './versions.tsx';
import { FeedbackPanel } from './feedback-panel.tsx';

function Facts({ a }: { a: MyAssignment }) {
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2 }}
      items={[
        { key: 'class', label: 'Class', children: `${a.course_title} · ${a.section_name}` },
        {
          key: 'status',
          label: 'Status',
          children: (
            <Tag color={STATUS_COLOR[a.status]} data-testid="work-status">
              {STATUS_TEXT[a.status]}
            </Tag>
          ),
        },
        {
          key: 'due',
          label: a.extended ? 'Due (extended for you)' : 'Due',
          children: <span data-testid="due-at">{dueText(a.due_at)}</span>,
        },
        ...(a.close_at ? [{ key: 'close', label: 'Closes for good', children: dueText(a.close_at) }] : []),
        {
          key: 'points',
          label: 'Score',
          children: a.released && a.score !== undefined ? `${a.score} / ${a.max_points}` : `— / ${a.max_points}`,
        },
      ]}
    />
  );
}

export default function AssignmentPage() {
  const { assignmentId } = useParams();
  const id = Number(assignmentId);
  const answer = useApiAnswer<{ data: MyAssignment }>(`/my/assignments/${id}`);
  if (answer.error)
    return (
      <LoadFailure
        status={answer.error.statusCode ?? 500}
        message={answer.error.message}
        what="This assignment"
        onRetry={answer.retry}
      />
    );
  const a = answer.data?.data;
  if (answer.loading || !a) return <Skeleton active aria-busy="true" />;
  return (
    <article data-testid="assignment-page">
      <Typography.Title level={1}>{a.title}</Typography.Title>
      <Facts a={a} />
      {a.description ? (
        <section aria-labelledby="instructions">
          <Typography.Title level={2} id="instructions" style={{ fontSize: 16 }}>
            Instructions
          </Typography.Title>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', maxWidth: '70ch' }}>
            {a.description}
          </Typography.Paragraph>
        </section>
      ) : null}
      <AssignmentAttachments assignmentId={a.id} />
      <FeedbackPanel assignmentId={a.id} />
      <HandIn a={a} onChange={answer.retry} />
      <Versions a={a} />
      <nav aria-label="Back" style={{ marginTop: 16 }}>
        <Space wrap>
          <Link to="/my-work">Back to my work</Link>
          <Link to={`/course-home/${a.section_id}`}>Course home</Link>
        </Space>
      </nav>
    </article>
  );
}

// The rubric and the teacher's feedback (GET /api/my/assignments/{id}/feedback): the criteria and
// their levels always, so the student knows how the work is judged; once the grade is released, the
// score, the teacher's comment and the level chosen per criterion with its comment.
import { Card, Skeleton, Space, Tag, Typography } from 'antd';
import { PanelLoadFailure } from '../../components/load-failure.tsx';
import { useApiAnswer } from '../../components/table/use-api-answer.ts';
import type { Feedback, RubricCriterion } from './types.ts';

function Criterion({ c, released }: { c: RubricCriterion; released: boolean }) {
  return (
    <Card size="small" title={c.title} style={{ marginBottom: 8 }}>
      {c.description ? <Typography.Paragraph>{c.description}</Typography.Paragraph> : null}
      <ul style={{ margin: 0, paddingInlineStart: 18 }}>
        {c.levels.map((l) => {
          const chosen = released && c.chosen_level_id === l.id;
          return (
            <li key={l.id} data-chosen={chosen || undefined}>
              <Space wrap size={4}>
                <Typography.Text strong={chosen}>
                  {l.title} ({l.points} pts)
                </Typography.Text>
                {chosen ? <Tag color="purple">Your level</Tag> : null}
              </Space>
              {l.description ? <div>{l.description}</div> : null}
            </li>
          );
        })}
      </ul>
      {released && c.comment ? <Typography.Paragraph italic>Teacher: {c.comment}</Typography.Paragraph> : null}
    </Card>
  );
}

export function FeedbackPanel({ assignmentId }: { assignmentId: number }) {
  const answer = useApiAnswer<{ data: Feedback }>(`/my/assignments/${assignmentId}/feedback`);
  const f = answer.data?.data;
  const body = () => {
    if (answer.error)
      return <PanelLoadFailure what="The rubric and feedback" message={answer.error.message} onRetry={answer.retry} />;
    if (answer.loading || !f) return <Skeleton active />;
    return (
      <>
        {f.released ? (
          <Card size="small" style={{ marginBottom: 8 }} data-testid="feedback">
            <Typography.Paragraph strong>Score: {f.score ?? '—'}</Typography.Paragraph>
            {f.comment ? (
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{f.comment}</Typography.Paragraph>
            ) : null}
          </Card>
        ) : (
          <Typography.Paragraph type="secondary">Your teacher has not released feedback yet.</Typography.Paragraph>
        )}
        {f.rubric.length ? (
          f.rubric.map((c) => <Criterion key={c.id} c={c} released={f.released} />)
        ) : (
          <Typography.Paragraph type="secondary">This assignment has no rubric.</Typography.Paragraph>
        )}
      </>
    );
  };
  return (
    <section aria-labelledby="rubric" style={{ marginTop: 16 }}>
      <Typography.Title level={2} id="rubric" style={{ fontSize: 16 }}>
        Rubric and feedback
      </Typography.Title>
      {body()}
    </section>
  );
}

// The grading panel beside a student's work: a level per rubric criterion (the score follows the
// levels until the teacher types one), the score, the comment (which an accepted AI draft fills),
// Save, Save and return (which also releases this student's grade). Scores land in the gradebook's
// grades; the panel is keyed by student, so moving to the next one starts it afresh.
import { useMemo, useState } from 'react';
import { App, Button, Form, Input, InputNumber, Radio, Space, Tag, Typography } from 'antd';
import { returnWork, saveGrade, type Criterion, type Work } from './api.ts';
import { FeedbackDraft } from './feedback-draft.tsx';

type Chosen = Record<number, number>;

const sumOf = (rubric: Criterion[], chosen: Chosen) =>
  rubric.reduce((s, c) => s + (c.levels.find((l) => l.id === chosen[c.id!])?.points ?? 0), 0);

export function GradingPanel(props: {
  assignmentId: number;
  maxPoints: number;
  work: Work;
  rubric: Criterion[];
  onSaved: () => void;
}) {
  const { message } = App.useApp();
  const { work, rubric } = props;
  const initial = useMemo(() => Object.fromEntries(work.rubric.map((r) => [r.criterion_id, r.level_id])), [work]);
  const [chosen, setChosen] = useState<Chosen>(initial);
  const [score, setScore] = useState<number | null>(work.grade?.score ?? null);
  const [comment, setComment] = useState(work.grade?.comment ?? '');
  const [busy, setBusy] = useState(false);

  const pick = (criterion: number, level: number) => {
    const next = { ...chosen, [criterion]: level };
    setChosen(next);
    setScore(sumOf(rubric, next));
  };
  const save = async (andReturn: boolean) => {
    setBusy(true);
    try {
      const levels = Object.entries(chosen).map(([c, l]) => ({ criterion_id: +c, level_id: l }));
      const r = await saveGrade(props.assignmentId, work.student_id, {
        ...(score === null ? {} : { score }),
        comment,
        ...(levels.length ? { rubric: levels } : {}),
      });
      if (andReturn) await returnWork(props.assignmentId, work.student_id);
      void message.success(andReturn ? `Saved (${r.score}) and returned` : `Saved: ${r.score} points`);
      props.onSaved();
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-label="Grading" data-testid="grading-panel">
      <Typography.Title level={2} style={{ fontSize: 20 }}>
        Grade {work.grade ? <Tag>{work.grade.released ? 'released' : 'hidden from the student'}</Tag> : null}
      </Typography.Title>
      <Form layout="vertical" component="div">
        {rubric.map((c) => (
          <Form.Item key={c.id} label={<span id={`criterion-${c.id}`}>{c.title}</span>}>
            <Radio.Group
              aria-labelledby={`criterion-${c.id}`}
              optionType="button"
              value={chosen[c.id!]}
              onChange={(e) => pick(c.id!, e.target.value as number)}
              options={c.levels.map((l) => ({ value: l.id!, label: `${l.title} (${l.points})` }))}
            />
          </Form.Item>
        ))}
        <Form.Item label={`Score (of ${props.maxPoints})`} htmlFor="grade-score">
          <InputNumber id="grade-score" min={0} value={score} onChange={(v) => setScore(v)} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item label="Comment to the student" htmlFor="grade-comment">
          <Input.TextArea
            id="grade-comment"
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            autoSize={{ minRows: 3, maxRows: 12 }}
            maxLength={10_000}
          />
        </Form.Item>
      </Form>
      <FeedbackDraft assignmentId={props.assignmentId} studentId={work.student_id} onUse={setComment} />
      <Space wrap>
        <Button type="primary" loading={busy} onClick={() => void save(false)}>
          Save grade
        </Button>
        <Button loading={busy} disabled={work.status !== 'submitted'} onClick={() => void save(true)}>
          Save and return
        </Button>
      </Space>
    </section>
  );
}

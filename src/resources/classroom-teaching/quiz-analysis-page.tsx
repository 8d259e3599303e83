// /assignments/:assignmentId/quiz/analysis: item analysis over the submitted attempts (GET
// .../quiz/analysis): percent correct per question as a chart, and per multiple-choice question how
// often each choice was picked (a wrong choice picked often points at a misunderstanding).
import { Link, useParams } from 'react-router';
import { Card, Col, Row, Typography } from 'antd';
import { useApiAnswer } from '../../components/table/use-api-answer.ts';
import { Chart } from '../../components/charts/chart.tsx';
import { AnswerState, inner } from './answer-state.tsx';
import { NotFoundResult } from '../../components/load-failure.tsx';
import type { HandIn } from './api.ts';

interface Analysis {
  attempts: number;
  questions: {
    question_id: number;
    position: number;
    kind: string;
    percent_correct: number | null;
    pending: number;
    choices: { index: number; text: string; correct: boolean; picked: number }[];
  }[];
}

function AnalysisView({ id, a }: { id: number; a: Analysis }) {
  const percent = a.questions.map((q) => ({ question: `Q${q.position}`, percent: q.percent_correct ?? 0 }));
  return (
    <>
      <Typography.Title level={1}>Item analysis</Typography.Title>
      <Typography.Paragraph>Over {a.attempts} submitted attempt(s).</Typography.Paragraph>
      <div style={{ marginBottom: 12 }}>
        <Link to={`/assignments/${id}/quiz`}>Back to the quiz</Link>
      </div>
      <Chart
        kind="column"
        id="percent-correct"
        title="Percent correct per question"
        summary={percent.map((p) => `${p.question}: ${p.percent}%`).join(', ')}
        data={a.attempts ? percent : []}
        x="question"
        y="percent"
      />
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        {a.questions
          .filter((q) => q.choices.length)
          .map((q) => (
            <Col xs={24} md={12} key={q.question_id}>
              <Card size="small">
                <Chart
                  kind="bar"
                  id={`picks-${q.position}`}
                  title={`Question ${q.position}: picks per choice`}
                  summary={q.choices.map((c) => `${c.text}${c.correct ? ' (correct)' : ''}: ${c.picked}`).join(', ')}
                  data={
                    a.attempts
                      ? q.choices.map((c) => ({ choice: `${c.text}${c.correct ? ' ✓' : ''}`, picks: c.picked }))
                      : []
                  }
                  x="choice"
                  y="picks"
                  height={180}
                />
              </Card>
            </Col>
          ))}
      </Row>
    </>
  );
}

function AnalysisPart({ id }: { id: number }) {
  const answer = useApiAnswer<{ data: Analysis }>(`/assignments/${id}/quiz/analysis`);
  return (
    <AnswerState answer={answer} what="The item analysis">
      {(body) => <AnalysisView id={id} a={inner(body)} />}
    </AnswerState>
  );
}

export default function QuizAnalysisPage() {
  const id = Number(useParams().assignmentId);
  // the hand-in view says whether there is a quiz, so an assignment without one is no 404
  const handIn = useApiAnswer<{ data: HandIn }>(`/assignments/${id}/hand-in`);
  return (
    <AnswerState answer={handIn} what="This assignment">
      {(body) =>
        inner(body).has_quiz ? (
          <AnalysisPart id={id} />
        ) : (
          <NotFoundResult
            title="Item analysis"
            detail={`${inner(body).title} has no quiz yet.`}
            back={<Link to={`/assignments/${id}/quiz`}>Make a quiz</Link>}
          />
        )
      }
    </AnswerState>
  );
}

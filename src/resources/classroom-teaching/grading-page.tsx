// /assignments/:assignmentId/grade/:studentId: one student's work beside the grading panel, with
// previous / next student that keep the teacher's place without reloading the page, and releasing the
// assignment's grades. Stepping to a neighbour is the page's own state: the address is replaced in place
// (history.replaceState) rather than navigated, since a navigation would unmount the page while the route
// guard decides the new path again (the same route, the same permission; the server checks each read),
// and both neighbours' work is fetched ahead, so the next student shows at once
// (bench/classroom-next-student.bench.ts).
import { useEffect, useState } from 'react';
import { useParams, Link } from 'react-router';
import { App, Button, Col, Row, Space, Typography } from 'antd';
import { LeftOutlined, RightOutlined, SendOutlined } from '@ant-design/icons';
import { useApiAnswer } from '../../components/table/use-api-answer.ts';
import { PanelLoadFailure } from '../../components/load-failure.tsx';
import { AnswerState, inner } from './answer-state.tsx';
import { releaseGrades, type Criterion, type HandIn, type Work } from './api.ts';
import { WorkView } from './work-view.tsx';
import { GradingPanel } from './grading-panel.tsx';
import { studentName } from './labels.ts';

/** the students to step through: those who handed something in first, then the others (by name) */
const queue = (h: HandIn) => [
  ...h.students.filter((s) => s.status !== 'not started'),
  ...h.students.filter((s) => s.status === 'not started'),
];

/** the student shown: the address's at first (and after a real navigation), then the one stepped to */
function useShownStudent(fromAddress: number) {
  const [shown, setShown] = useState(fromAddress);
  useEffect(() => setShown(fromAddress), [fromAddress]);
  const show = (studentId: number) => {
    setShown(studentId);
    const path = window.location.pathname.replace(/\/grade\/[^/]+$/, `/grade/${studentId}`);
    window.history.replaceState(window.history.state, '', path + window.location.search);
  };
  return [shown, show] as const;
}

function Grading({ handIn, address, reloadList }: { handIn: HandIn; address: number; reloadList: () => void }) {
  const [studentId, show] = useShownStudent(address);
  const { message } = App.useApp();
  const id = handIn.id;
  const order = queue(handIn);
  const at = order.findIndex((s) => s.student_id === studentId);
  const prev = at > 0 ? order[at - 1] : undefined;
  const next = at >= 0 && at < order.length - 1 ? order[at + 1] : undefined;
  const work = useApiAnswer<{ data: Work }>(`/assignments/${id}/work/${studentId}`);
  // fetched ahead: both neighbours' work is in the cache when the teacher moves on
  useApiAnswer<{ data: Work }>(`/assignments/${id}/work/${next?.student_id ?? 0}`, undefined, !!next);
  useApiAnswer<{ data: Work }>(`/assignments/${id}/work/${prev?.student_id ?? 0}`, undefined, !!prev);
  const rubric = useApiAnswer<{ data: Criterion[] }>(`/assignments/${id}/rubric`);
  const go = (s: { student_id: number }) => show(s.student_id);
  const release = () =>
    releaseGrades(id).then(
      (r) => (void message.success(`Released ${r.released} grade(s)`), work.retry(), reloadList()),
      (e: Error) => void message.error(e.message),
    );
  return (
    <>
      <Typography.Title level={1}>Grading: {handIn.title}</Typography.Title>
      <Space wrap style={{ marginBottom: 12 }}>
        <Button
          data-testid="previous-student"
          icon={<LeftOutlined />}
          disabled={!prev}
          onClick={() => prev && go(prev)}
        >
          {prev ? `Previous: ${studentName(prev)}` : 'Previous student'}
        </Button>
        <span aria-live="polite">{at >= 0 ? `${at + 1} of ${order.length}` : 'Not in this list'}</span>
        <Button
          data-testid="next-student"
          icon={<RightOutlined />}
          iconPosition="end"
          disabled={!next}
          onClick={() => next && go(next)}
        >
          {next ? `Next: ${studentName(next)}` : 'Next student'}
        </Button>
        <Button icon={<SendOutlined />} onClick={release}>
          Release grades
        </Button>
        <Link to={`/assignments/${id}/hand-in`}>All submissions</Link>
      </Space>
      <AnswerState answer={work} what="This student's work">
        {(body) => {
          const w = inner(body);
          return (
            <Row gutter={[24, 16]}>
              <Col xs={24} lg={14}>
                <WorkView key={w.student_id} assignmentId={id} work={w} />
              </Col>
              <Col xs={24} lg={10}>
                {rubric.error ? (
                  <PanelLoadFailure what="The rubric" message={rubric.error.message} onRetry={rubric.retry} />
                ) : rubric.data ? (
                  <GradingPanel
                    key={w.student_id}
                    assignmentId={id}
                    maxPoints={handIn.max_points}
                    work={w}
                    rubric={rubric.data.data}
                    onSaved={() => (work.retry(), reloadList())}
                  />
                ) : null}
              </Col>
            </Row>
          );
        }}
      </AnswerState>
    </>
  );
}

export default function GradingPage() {
  const params = useParams();
  const id = Number(params.assignmentId);
  const list = useApiAnswer<{ data: HandIn }>(`/assignments/${id}/hand-in`);
  return (
    <AnswerState answer={list} what="This assignment">
      {(body) => <Grading handIn={inner(body)} address={Number(params.studentId)} reloadList={list.retry} />}
    </AnswerState>
  );
}

// /assignments/:assignmentId/quiz: the assignment's quiz. Without one: make it from a question
// set saved in My collection, or import a QTI / GIFT file. With one: edit questions, choices,
// correct answers, points and settings (questions lock once a student has started: the server's
// 409 is shown), export it, and give points to the answers that wait for the teacher.
import { useParams, Link } from 'react-router';
import { Space, Typography } from 'antd';
import { useApiAnswer } from '../../components/table/use-api-answer.ts';
import { AnswerState, inner } from './answer-state.tsx';
import type { HandIn, Quiz } from './api.ts';
import { MakeQuiz } from './quiz-make.tsx';
import { QuizEditor } from './quiz-editor.tsx';
import { QuizInterop } from './quiz-interop.tsx';
import { QuizAttempts } from './quiz-attempts.tsx';

function QuizPart({ id, hasQuiz, reload }: { id: number; hasQuiz: boolean; reload: () => void }) {
  // asked only when the assignment has a quiz (the hand-in view says), so no quiz is no 404
  const quiz = useApiAnswer<{ data: Quiz }>(`/assignments/${id}/quiz`, undefined, hasQuiz);
  if (!hasQuiz)
    return (
      <>
        <MakeQuiz assignmentId={id} onMade={reload} />
        <QuizInterop assignmentId={id} hasQuiz={false} onImported={reload} />
      </>
    );
  return (
    <AnswerState answer={quiz} what="The quiz">
      {(body) => (
        <>
          <QuizInterop assignmentId={id} hasQuiz onImported={quiz.retry} />
          <QuizEditor assignmentId={id} quiz={inner(body)} onSaved={quiz.retry} />
          <QuizAttempts assignmentId={id} quiz={inner(body)} />
        </>
      )}
    </AnswerState>
  );
}

export default function QuizPage() {
  const id = Number(useParams().assignmentId);
  const handIn = useApiAnswer<{ data: HandIn }>(`/assignments/${id}/hand-in`);
  return (
    <AnswerState answer={handIn} what="This assignment">
      {(body) => (
        <>
          <Typography.Title level={1}>{inner(body).title}: quiz</Typography.Title>
          <Space wrap style={{ marginBottom: 12 }}>
            <Link to={`/assignments/${id}/hand-in`}>Hand-in and submissions</Link>
            <Link to={`/assignments/${id}/quiz/analysis`}>Item analysis</Link>
          </Space>
          <QuizPart id={id} hasQuiz={inner(body).has_quiz} reload={handIn.retry} />
        </>
      )}
    </AnswerState>
  );
}

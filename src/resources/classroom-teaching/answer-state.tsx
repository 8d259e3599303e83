// A classroom page's answer before it has data: loading says so, a failure says why with Try again
// (a 404 says the assignment is not there or not the teacher's), so a failed load never looks empty.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from 'antd';
import type { ApiAnswer } from '../../components/table/use-api-answer.ts';
import { LoadFailure, NotFoundResult } from '../../components/load-failure.tsx';

/** The page's content once `answer` has data, else its loading or failure state. */
export function AnswerState<T extends object>(props: {
  answer: ApiAnswer<T>;
  what: string;
  children: (data: T) => ReactNode;
}) {
  const { answer } = props;
  if (answer.error) {
    if (answer.error.statusCode === 404)
      return (
        <NotFoundResult
          title={`${props.what} was not found`}
          detail={answer.error.message}
          back={<Link to="/sections">Your sections</Link>}
        />
      );
    return (
      <LoadFailure
        status={answer.error.statusCode}
        message={answer.error.message}
        what={props.what}
        onRetry={answer.retry}
      />
    );
  }
  if (answer.loading || !answer.data)
    return (
      <div role="status" aria-label={`Loading ${props.what.toLowerCase()}`}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  return <>{props.children(answer.data)}</>;
}

/** useApiAnswer's `data` is the answer's body: the routes here wrap it as `{ data }`. */
export const inner = <T,>(body: { data: T }) => body.data;

// A page whose data could not be loaded says why and what to do: a refusal (403) is not retried
// (the answer would not change) and offers the dashboard; anything else offers "Try again"; a
// record that is not there (404) says so and links back to where it is listed.
import type { ReactNode } from 'react';
import { Alert, Button, Result } from 'antd';
import { Link } from 'react-router';

// the page's one heading, in the Result's title size
const HEADING = { fontSize: 'inherit', margin: 0 } as const;

export function LoadFailure({
  status,
  message,
  what = 'This page',
  onRetry,
}: {
  status: number;
  message: string;
  what?: string;
  onRetry: () => void;
}) {
  if (status === 403) {
    return (
      <Result
        status="403"
        title={<h1 style={HEADING}>{what} is not open to your role</h1>}
        subTitle={message}
        extra={<Link to="/dashboard">Back to the dashboard</Link>}
      />
    );
  }
  return (
    <Result
      status="warning"
      title={<h1 style={HEADING}>{what} could not be loaded</h1>}
      subTitle={message}
      extra={
        <Button type="primary" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}

/** The page of a record that does not exist (or is not the user's to see), with its one heading. */
export function NotFoundResult({ title, detail, back }: { title: string; detail?: string; back?: ReactNode }) {
  return <Result status="404" title={<h1 style={HEADING}>{title}</h1>} subTitle={detail} extra={back} />;
}

/** The same for a panel of a page (a warning in place, the page's other parts still shown). */
export function PanelLoadFailure({ what, message, onRetry }: { what: string; message: string; onRetry: () => void }) {
  return (
    <Alert
      type="warning"
      showIcon
      message={`${what} could not be loaded: ${message}`}
      action={<Button onClick={onRetry}>Try again</Button>}
    />
  );
}

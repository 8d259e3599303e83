// /error/403: where a denied page lands when even /dashboard is not allowed, or a feature sends
// the user for lack of access.
import { Result } from 'antd';
import { Link, useLocation } from 'react-router';

export default function ForbiddenPage() {
  const reason = (useLocation().state as { message?: string } | null)?.message;
  return (
    <Result
      status="403"
      title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>Access denied</h1>}
      subTitle={reason ?? 'Your current role may not open this page.'}
      extra={<Link to="/dashboard">Back to the dashboard</Link>}
    />
  );
}

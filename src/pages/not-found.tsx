// An unmatched route shows a page-not-found error.
import { Result } from 'antd';
import { Link } from 'react-router';

export default function NotFoundPage() {
  return (
    <Result
      status="404"
      title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>Page not found</h1>}
      subTitle="There is no page at this address."
      extra={<Link to="/dashboard">Back to the dashboard</Link>}
    />
  );
}

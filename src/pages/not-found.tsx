// An unmatched route shows a page-not-found error.
import { Link } from 'react-router';
import { NotFoundResult } from '../components/load-failure.tsx';

export default function NotFoundPage() {
  return (
    <NotFoundResult
      title="Page not found"
      detail="There is no page at this address."
      back={<Link to="/dashboard">Back to the dashboard</Link>}
    />
  );
}

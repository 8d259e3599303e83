// The product name at the top of the sider.
import { Link } from 'react-router';
import { ReadOutlined } from '@ant-design/icons';

export function AppTitle({ collapsed }: { collapsed: boolean }) {
  return (
    <Link
      to="/dashboard"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 8, fontWeight: 500, fontSize: 16 }}
    >
      <ReadOutlined aria-hidden style={{ fontSize: 20 }} />
      {collapsed ? <span className="sr-only">LMS</span> : <span>LMS</span>}
    </Link>
  );
}

// /dashboard, the landing page and fallback: who is signed in, in which school and
// role, and quick links to what that role may open.
import { Card, Empty, List, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { useGetIdentity } from '@refinedev/core';
import { useAppSession } from '../../providers/auth/use-app-session.ts';
import type { Identity } from '../../providers/auth/auth-provider.ts';
import { useQuickLinks } from './quick-links.ts';

export default function DashboardPage() {
  const session = useAppSession();
  const { data: identity } = useGetIdentity<Identity>();
  const links = useQuickLinks(session?.currentRole);
  return (
    <div style={{ maxWidth: 960 }}>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        Welcome{identity?.name ? `, ${identity.name}` : ''}
      </Typography.Title>
      <Typography.Paragraph data-testid="dashboard-summary">
        You are signed in to <strong>{session?.appUser.tenant_name}</strong> as <strong>{session?.currentRole}</strong>.
      </Typography.Paragraph>
      <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>Quick links</h2>} size="small">
        {links === undefined ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : links.length === 0 ? (
          <Empty description="No other pages are open to this role yet." />
        ) : (
          <List
            grid={{ gutter: 12, xs: 1, sm: 2, md: 3 }}
            dataSource={links}
            renderItem={(r) => (
              <List.Item>
                <Link to={r.path} style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
                  {r.menu?.icon}
                  {r.menu?.label}
                </Link>
              </List.Item>
            )}
          />
        )}
      </Card>
    </div>
  );
}

// /dashboard, the landing page and fallback: who is signed in, in which school and role, the
// widgets of that role (announcements, alerts, charts, work to do; each feature adds its own, see
// use-widgets.ts) and quick links (for holders of dashboard.quick-links). The widgets, their
// tables and charts are lazy chunks requested only after the page's first paint, which the mark
// FIRST_PAINT_MARK records for bench/bundle.bench.ts (the README's first-load JS row).
import { Suspense, useEffect, useState } from 'react';
import { Col, Row, Spin, Typography } from 'antd';
import { Link } from 'react-router';
import { useGetIdentity } from '@refinedev/core';
import { useAppSession } from '../../providers/auth/use-app-session.ts';
import type { Identity } from '../../providers/auth/auth-provider.ts';
import { useHeldPermissions } from '../../components/table/use-held-permissions.ts';
import { useQuickLinks } from './quick-links.ts';
import { useWidgets } from './use-widgets.ts';

const FRAME = { border: '1px solid #f0f0f0', borderRadius: 8, padding: 12, background: '#fff' };

function QuickLinks({ role }: { role: string | undefined }) {
  const links = useQuickLinks(role);
  return (
    // a plain frame, not antd's Card (which brings Tabs into the first load)
    <section style={FRAME} aria-labelledby="quick-links-title">
      <h2 id="quick-links-title" style={{ fontSize: 16, margin: '0 0 12px' }}>
        Quick links
      </h2>
      {links === undefined ? (
        <Spin size="small" />
      ) : links.length === 0 ? (
        <Typography.Text type="secondary">No other pages are open to this role yet.</Typography.Text>
      ) : (
        // plain links, not antd's List: List brings Pagination and Select into the first load
        <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: '8px 24px' }}>
          {links.map((r) => (
            <li key={r.path}>
              <Link to={r.path} style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
                {r.menu?.icon}
                {r.menu?.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const FIRST_PAINT_MARK = 'dashboard-first-paint';

/** false during the first render; true once it is on screen (passive effects run after paint) */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    performance.mark(FIRST_PAINT_MARK);
    setPainted(true);
  }, []);
  return painted;
}

// the shell's Spin, not antd's Skeleton or Empty: those would be in the first load for the page alone
const widgetFallback = (
  <div style={{ ...FRAME, minHeight: 120, display: 'grid', placeItems: 'center' }}>
    <span role="status" aria-label="Loading">
      <Spin />
    </span>
  </div>
);

export default function DashboardPage() {
  const painted = usePainted();
  const session = useAppSession();
  const { data: identity } = useGetIdentity<Identity>();
  const role = session?.currentRole;
  const widgets = useWidgets(role);
  const quickLinks = useHeldPermissions(['dashboard.quick-links']).has('dashboard.quick-links');
  return (
    <div style={{ maxWidth: 1280 }}>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        Welcome{identity?.name ? `, ${identity.name}` : ''}
      </Typography.Title>
      <Typography.Paragraph data-testid="dashboard-summary">
        You are signed in to <strong>{session?.appUser.tenant_name}</strong> as <strong>{role}</strong>.
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {widgets.map((w) => (
          <Col key={w.key} xs={24} lg={w.wide ? 24 : 12}>
            {painted ? <Suspense fallback={widgetFallback}>{w.render()}</Suspense> : widgetFallback}
          </Col>
        ))}
        {quickLinks ? (
          <Col xs={24}>
            <QuickLinks role={role} />
          </Col>
        ) : null}
      </Row>
    </div>
  );
}

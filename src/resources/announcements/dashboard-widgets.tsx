// The dashboard's announcements widget, for holders of dashboard.announcements
// (src/components/extension/dashboard-widget.ts); the component is a lazy chunk, fetched after the
// dashboard's first paint.
import { lazy } from 'react';
import type { DashboardWidget } from '../../components/extension/dashboard-widget.ts';

const Announcements = lazy(() => import('./announcements-widget.tsx').then((m) => ({ default: m.Announcements })));

export const dashboardWidgets: DashboardWidget[] = [
  { key: 'announcements', order: 1, permission: 'dashboard.announcements', render: () => <Announcements /> },
];

// The dashboard's widgets from the gradebook and reports, per role (see
// src/components/extension/dashboard-widget.ts). Their components (tables, statistics, charts) are
// lazy chunks, fetched after the dashboard's first paint (docs: README, bench/bundle).
import { lazy } from 'react';
import type { DashboardWidget } from '../../components/extension/dashboard-widget.ts';

const school = () => import('./widgets/school-widgets.tsx');
const teaching = () => import('./widgets/teaching-widgets.tsx');
const SchoolCounts = lazy(() => school().then((m) => ({ default: m.SchoolCounts })));
const GradeBands = lazy(() => school().then((m) => ({ default: m.GradeBands })));
const AiUse = lazy(() => school().then((m) => ({ default: m.AiUse })));
const MySections = lazy(() => teaching().then((m) => ({ default: m.MySections })));
const DueSoon = lazy(() => teaching().then((m) => ({ default: m.DueSoon })));
const RecentGrades = lazy(() => teaching().then((m) => ({ default: m.RecentGrades })));
const Alerts = lazy(() => import('./widgets/alerts-widget.tsx').then((m) => ({ default: m.Alerts })));
const TenantOverview = lazy(() =>
  import('./widgets/operator-widgets.tsx').then((m) => ({ default: m.TenantOverview })),
);

export const dashboardWidgets: DashboardWidget[] = [
  { key: 'tenants', order: 5, operatorOnly: true, wide: true, render: () => <TenantOverview /> },
  { key: 'school-counts', order: 10, roles: ['admin'], wide: true, render: () => <SchoolCounts /> },
  { key: 'alerts', order: 15, roles: ['admin', 'teacher'], permission: 'dashboard.alerts', render: () => <Alerts /> },
  {
    key: 'grade-bands',
    order: 20,
    roles: ['admin', 'teacher'],
    // reports/assignment_stats, the data of the assignment reports
    page: '/assignment-average-report',
    render: () => <GradeBands />,
  },
  { key: 'ai-use', order: 30, roles: ['admin'], render: () => <AiUse /> },
  { key: 'my-sections', order: 20, roles: ['teacher'], wide: true, render: () => <MySections /> },
  { key: 'due-soon', order: 40, roles: ['teacher', 'student', 'home-school'], render: () => <DueSoon /> },
  { key: 'recent-grades', order: 41, roles: ['student'], render: () => <RecentGrades /> },
];

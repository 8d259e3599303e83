// The dashboard's widgets from the gradebook and reports, per role (see
// src/components/extension/dashboard-widget.ts).
import type { DashboardWidget } from '../../components/extension/dashboard-widget.ts';
import { AiUse, GradeBands, SchoolCounts } from './widgets/school-widgets.tsx';
import { DueSoon, MySections, RecentGrades } from './widgets/teaching-widgets.tsx';
import { Alerts } from './widgets/alerts-widget.tsx';
import { TenantOverview } from './widgets/operator-widgets.tsx';

export const dashboardWidgets: DashboardWidget[] = [
  { key: 'tenants', order: 5, operatorOnly: true, wide: true, render: () => <TenantOverview /> },
  { key: 'school-counts', order: 10, roles: ['admin'], wide: true, render: () => <SchoolCounts /> },
  { key: 'alerts', order: 15, roles: ['admin', 'teacher'], permission: 'dashboard.alerts', render: () => <Alerts /> },
  { key: 'grade-bands', order: 20, roles: ['admin', 'teacher'], render: () => <GradeBands /> },
  { key: 'ai-use', order: 30, roles: ['admin'], render: () => <AiUse /> },
  { key: 'my-sections', order: 20, roles: ['teacher'], wide: true, render: () => <MySections /> },
  { key: 'due-soon', order: 40, roles: ['teacher', 'student', 'home-school'], render: () => <DueSoon /> },
  { key: 'recent-grades', order: 41, roles: ['student'], render: () => <RecentGrades /> },
];

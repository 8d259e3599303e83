// The administrator's dashboard alert for teachers' documents near expiry
// (src/components/extension/dashboard-widget.ts); the component is a lazy chunk, fetched after the
// dashboard's first paint.
import { lazy } from 'react';
import type { DashboardWidget } from '../../components/extension/dashboard-widget.ts';

const ExpiringDocuments = lazy(() =>
  import('./expiring-documents-widget.tsx').then((m) => ({ default: m.ExpiringDocuments })),
);

export const dashboardWidgets: DashboardWidget[] = [
  {
    key: 'expiring-documents',
    order: 16,
    roles: ['admin'],
    permission: 'all_teacher_doc.read',
    // documents/teacher_documents
    page: '/teacher-documents',
    render: () => <ExpiringDocuments />,
  },
];

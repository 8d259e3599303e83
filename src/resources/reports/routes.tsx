// /assignment-average-report and /assignment-median-report: one page, two measures.
import { lazy } from 'react';
import { BarChartOutlined, BoxPlotOutlined } from '@ant-design/icons';
import type { AppRoute } from '../../config/app-route.ts';

const page = (measure: 'average' | 'median') =>
  lazy(() =>
    import('./assignment-report.tsx').then((m) => ({ default: () => <m.AssignmentReport measure={measure} /> })),
  );

export const reportRoutes: AppRoute[] = [
  {
    path: '/assignment-average-report',
    component: page('average'),
    menu: { label: 'Assignment averages', icon: <BarChartOutlined />, group: 'Reports', order: 60 },
  },
  {
    path: '/assignment-median-report',
    component: page('median'),
    menu: { label: 'Assignment medians', icon: <BoxPlotOutlined />, group: 'Reports', order: 61 },
  },
];

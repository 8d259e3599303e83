// /admin/crs_cls_content_elements (lesson_transcript.read): a course's and a section's ordered
// units and lessons; /create and /:id/edit open the form drawer over the list.
import { lazy } from 'react';
import { OrderedListOutlined } from '@ant-design/icons';
import type { AppRoute } from '../../config/app-route.ts';

const drawers = () => import('./element-drawers.tsx');

export const contentElementRoutes: AppRoute[] = [
  {
    path: '/admin/crs_cls_content_elements',
    component: lazy(() => import('./elements-page.tsx')),
    menu: { label: 'Content elements', icon: <OrderedListOutlined />, group: 'Courses', order: 40 },
    title: 'Content elements',
    drawers: [
      { path: 'create', component: lazy(() => drawers().then((m) => ({ default: m.CreateElement }))) },
      { path: ':id/edit', component: lazy(() => drawers().then((m) => ({ default: m.EditElement }))) },
    ],
  },
];

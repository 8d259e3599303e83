// /sections (section.read): the school's sections; /sections/create and /sections/:id/edit open
// the form drawer over the list. /section/:sectionId and /section/:sectionId/:tab: one section
// with its tabs (collected from src/resources/*/section-tabs.tsx).
import { lazy } from 'react';
import { ApartmentOutlined } from '@ant-design/icons';
import type { AppRoute } from '../../config/app-route.ts';

const drawers = () => import('./section-drawers.tsx');
const page = lazy(() => import('./section-page.tsx'));

export const sectionsRoutes: AppRoute[] = [
  {
    path: '/sections',
    component: lazy(() => import('./sections-list.tsx')),
    menu: { label: 'Sections', icon: <ApartmentOutlined />, order: 21 },
    drawers: [
      { path: 'create', component: lazy(() => drawers().then((m) => ({ default: m.CreateSection }))) },
      { path: ':id/edit', component: lazy(() => drawers().then((m) => ({ default: m.EditSection }))) },
    ],
  },
  { path: '/section/:sectionId', component: page, title: 'Section' },
  { path: '/section/:sectionId/:tab', component: page, title: 'Section' },
];

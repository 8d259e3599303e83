// /ei/doc-types (doc_type.read): the document types students and teachers hand in; create and
// edit open the form drawer over the list.
import { lazy } from 'react';
import { FileDoneOutlined } from '@ant-design/icons';
import { entityDrawerRoutes, type AppRoute } from '../../config/app-route.ts';

export const docTypesRoutes: AppRoute[] = [
  {
    path: '/ei/doc-types',
    component: lazy(() => import('./doc-types-list.tsx')),
    menu: { label: 'Document types', icon: <FileDoneOutlined />, order: 86 },
    drawers: entityDrawerRoutes(() => import('./doc-type-drawers.tsx')),
  },
];

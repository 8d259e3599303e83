// /my-documents: the signed-in user's own files.
import { lazy } from 'react';
import { FolderOpenOutlined } from '@ant-design/icons';
import type { AppRoute } from '../../config/app-route.ts';

export const myDocumentsRoutes: AppRoute[] = [
  {
    path: '/my-documents',
    component: lazy(() => import('./my-documents-page.tsx')),
    menu: { label: 'My documents', icon: <FolderOpenOutlined />, order: 60 },
  },
];

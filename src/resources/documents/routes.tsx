// The documents screens: every student's and every teacher's documents with their review, and
// the rejected ones with their reasons (server/entities/documents.ts).
import { lazy } from 'react';
import { FileExclamationOutlined, FileProtectOutlined, SolutionOutlined } from '@ant-design/icons';
import type { AppRoute } from '../../config/app-route.ts';

export const documentsRoutes: AppRoute[] = [
  {
    path: '/student-documents',
    component: lazy(() => import('./student-documents-page.tsx')),
    menu: { label: 'Student documents', icon: <FileProtectOutlined />, order: 61 },
  },
  {
    path: '/teacher-documents',
    component: lazy(() => import('./teacher-documents-page.tsx')),
    menu: { label: 'Teacher documents', icon: <SolutionOutlined />, order: 62 },
  },
  {
    path: '/rejected-documents',
    component: lazy(() => import('./rejected-documents-page.tsx')),
    menu: { label: 'Rejected documents', icon: <FileExclamationOutlined />, order: 63 },
  },
];

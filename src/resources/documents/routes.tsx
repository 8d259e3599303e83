// The documents screens: every student's and every teacher's documents with their review, and
// the rejected ones with their reasons (server/documents/documents.ts).
import { FileExclamationOutlined, FileProtectOutlined, SolutionOutlined } from '@ant-design/icons';
import { menu, route, type AppRoute } from '../../config/app-route.ts';

export const documentsRoutes: AppRoute[] = [
  route({
    path: '/student-documents',
    load: () => import('./student-documents-page.tsx'),
    menu: menu('Student documents', <FileProtectOutlined />, 61),
  }),
  route({
    path: '/teacher-documents',
    load: () => import('./teacher-documents-page.tsx'),
    menu: menu('Teacher documents', <SolutionOutlined />, 62),
  }),
  route({
    path: '/rejected-documents',
    load: () => import('./rejected-documents-page.tsx'),
    menu: menu('Rejected documents', <FileExclamationOutlined />, 63),
  }),
];

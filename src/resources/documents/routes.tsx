// The documents screens: every student's and every teacher's documents with their review, and
// the rejected ones with their reasons (server/entities/documents.ts).
import { FileExclamationOutlined, FileProtectOutlined, SolutionOutlined } from '@ant-design/icons';
import { menu, route, type AppRoute } from '../../config/app-route.ts';

export const documentsRoutes: AppRoute[] = [
  route(
    '/student-documents',
    () => import('./student-documents-page.tsx'),
    menu('Student documents', <FileProtectOutlined />, 61),
  ),
  route(
    '/teacher-documents',
    () => import('./teacher-documents-page.tsx'),
    menu('Teacher documents', <SolutionOutlined />, 62),
  ),
  route(
    '/rejected-documents',
    () => import('./rejected-documents-page.tsx'),
    menu('Rejected documents', <FileExclamationOutlined />, 63),
  ),
];

// /my-documents: the signed-in user's own files.
import { FolderOpenOutlined } from '@ant-design/icons';
import { menu, route, type AppRoute } from '../../config/app-route.ts';

export const myDocumentsRoutes: AppRoute[] = [
  route('/my-documents', () => import('./my-documents-page.tsx'), menu('My documents', <FolderOpenOutlined />, 60)),
];

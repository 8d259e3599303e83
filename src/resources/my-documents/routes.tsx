// /my-documents: the signed-in user's own files.
import { FolderOpenOutlined } from '@ant-design/icons';
import { menu, route, type AppRoute } from '../../config/app-route.ts';

export const myDocumentsRoutes: AppRoute[] = [
  route({
    path: '/my-documents',
    load: () => import('./my-documents-page.tsx'),
    menu: menu('My documents', <FolderOpenOutlined />, 60),
  }),
];

// /rostering (user.create): OneRoster 1.2 import (preview, then commit) and export of the school's
// roster; reached from /students.
import { CloudUploadOutlined } from '@ant-design/icons';
import { menu, route, type AppRoute } from '../../config/app-route.ts';

export const rosteringRoutes: AppRoute[] = [
  route({
    path: '/rostering',
    load: () => import('./roster-page.tsx'),
    menu: menu('Roster import', <CloudUploadOutlined />, 27),
  }),
];

// /rostering (user.create): OneRoster 1.2 import (preview, then commit) and export of the school's
// roster; reached from /students.
import { lazy } from 'react';
import { CloudUploadOutlined } from '@ant-design/icons';
import type { AppRoute } from '../../config/app-route.ts';

export const rosteringRoutes: AppRoute[] = [
  {
    path: '/rostering',
    component: lazy(() => import('./roster-page.tsx')),
    menu: { label: 'Roster import', icon: <CloudUploadOutlined />, order: 27 },
  },
];
